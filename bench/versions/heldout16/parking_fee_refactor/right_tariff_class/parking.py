"""Parking garage fees."""
from dataclasses import dataclass

RATES = {
    "car": (2.5, 20.0),
    "motorcycle": (1.0, 8.0),
    "van": (4.0, 30.0),
}

# legacy: van members only ever got 5% off
_MEMBER_FACTOR = {"van": 0.95}


@dataclass(frozen=True)
class _Tariff:
    hourly: float
    cap: float
    member_factor: float = 0.9

    def price(self, minutes):
        if minutes <= 15:
            return 0
        days = minutes // 1440
        rest = minutes - days * 1440
        hours = rest // 60 + (rest % 60 > 0)
        day_part = hours * self.hourly
        if day_part > self.cap:
            day_part = self.cap
        return days * self.cap + day_part


def _tariff(vehicle):
    if vehicle not in RATES:
        raise ValueError("unknown vehicle: " + str(vehicle))
    hourly, cap = RATES[vehicle]
    return _Tariff(hourly, cap, _MEMBER_FACTOR.get(vehicle, 0.9))


def fee(minutes, vehicle, member=False):
    if minutes < 0:
        raise ValueError("negative duration")
    tariff = _tariff(vehicle)
    total = tariff.price(minutes)
    if member:
        total = total * tariff.member_factor
    return round(total, 2)
