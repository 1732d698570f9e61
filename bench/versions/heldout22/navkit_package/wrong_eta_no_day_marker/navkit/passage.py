"""Passage times and arrival estimates."""
import math
import re

_CLOCK = re.compile(r"([01][0-9]|2[0-3]):([0-5][0-9])")


def passage_minutes(distance_nm, speed_kn):
    """Whole minutes (rounded up) to sail `distance_nm` at `speed_kn`."""
    if distance_nm < 0:
        raise ValueError("distance can't be negative")
    if speed_kn <= 0:
        raise ValueError("speed must be above 0")
    return math.ceil(distance_nm / speed_kn * 60)


def eta(depart, distance_nm, speed_kn):
    """Arrival time 'HH:MM', with ' +Nd' when it is N days later."""
    m = _CLOCK.fullmatch(depart) if isinstance(depart, str) else None
    if not m:
        raise ValueError(f"bad departure time: {depart!r}")
    start = int(m.group(1)) * 60 + int(m.group(2))
    days, minute_of_day = divmod(start + passage_minutes(distance_nm, speed_kn), 24 * 60)
    clock = f"{minute_of_day // 60:02d}:{minute_of_day % 60:02d}"
    return clock
