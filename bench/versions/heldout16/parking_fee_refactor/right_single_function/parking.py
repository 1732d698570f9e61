"""Parking garage fees."""

RATES = {
    "car": (2.5, 20.0),
    "motorcycle": (1.0, 8.0),
    "van": (4.0, 30.0),
}


def fee(minutes, vehicle, member=False):
    if minutes < 0:
        raise ValueError("negative duration")
    try:
        hourly, cap = RATES[vehicle]
    except (KeyError, TypeError):
        raise ValueError("unknown vehicle: " + str(vehicle)) from None
    total = 0
    if minutes > 15:
        days = minutes // 1440
        rest = minutes - days * 1440
        hours = -(-rest // 60)
        total = days * cap + min(hours * hourly, cap)
    if member:
        total = total * (0.95 if vehicle == "van" else 0.9)
    return round(total, 2)
