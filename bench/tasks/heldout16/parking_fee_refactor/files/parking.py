"""Parking garage fees."""


def fee(minutes, vehicle, member=False):
    # TODO: clean this up, every new vehicle type means another copy of the block below
    if minutes < 0:
        raise ValueError("negative duration")
    total = 0
    if vehicle == "car":
        if minutes <= 15:
            total = 0
        else:
            d = minutes // 1440
            r = minutes - d * 1440
            h = r // 60
            if r % 60 > 0:
                h = h + 1
            x = h * 2.5
            if x > 20.0:
                x = 20.0
            total = d * 20.0 + x
        if member:
            total = total * 0.9
    elif vehicle == "motorcycle":
        if minutes <= 15:
            total = 0
        else:
            d = minutes // 1440
            r = minutes - d * 1440
            h = r // 60
            if r % 60 > 0:
                h = h + 1
            x = h * 1.0
            if x > 8.0:
                x = 8.0
            total = d * 8.0 + x
        if member:
            total = total * 0.9
    elif vehicle == "van":
        if minutes <= 15:
            total = 0
        else:
            d = minutes // 1440
            r = minutes - d * 1440
            h = r // 60
            if r % 60 > 0:
                h = h + 1
            x = h * 4.0
            if x > 30.0:
                x = 30.0
            total = d * 30.0 + x
        if member:
            total = total * 0.95
    else:
        raise ValueError("unknown vehicle: " + str(vehicle))
    return round(total, 2)
