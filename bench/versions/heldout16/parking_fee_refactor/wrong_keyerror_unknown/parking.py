"""Parking garage fees."""

# vehicle -> (price per started hour, cap per day)
RATES = {
    "car": (2.5, 20.0),
    "motorcycle": (1.0, 8.0),
    "van": (4.0, 30.0),
}

GRACE_MINUTES = 15
MINUTES_PER_DAY = 1440
MEMBER_DISCOUNT = 0.9
# Vans have always had a smaller member discount; kept on purpose.
SPECIAL_MEMBER_DISCOUNT = {"van": 0.95}


def _started_hours(minutes):
    hours, rest = divmod(minutes, 60)
    return hours + (1 if rest > 0 else 0)


def _base_price(minutes, hourly, cap):
    if minutes <= GRACE_MINUTES:
        return 0
    days, rest = divmod(minutes, MINUTES_PER_DAY)
    part = min(_started_hours(rest) * hourly, cap)
    return days * cap + part


def fee(minutes, vehicle, member=False):
    if minutes < 0:
        raise ValueError("negative duration")
    hourly, cap = RATES[vehicle]
    total = _base_price(minutes, hourly, cap)
    if member:
        total = total * SPECIAL_MEMBER_DISCOUNT.get(vehicle, MEMBER_DISCOUNT)
    return round(total, 2)
