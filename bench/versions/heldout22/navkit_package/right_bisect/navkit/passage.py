import math
import re

__all__ = ["passage_minutes", "eta"]


def passage_minutes(distance_nm, speed_kn):
    if not speed_kn > 0:
        raise ValueError("speed must be above 0")
    if distance_nm < 0:
        raise ValueError("distance must be at least 0")
    return math.ceil(60 * distance_nm / speed_kn)


def eta(depart, distance_nm, speed_kn):
    if not isinstance(depart, str) or not re.fullmatch(r"(?:[01]\d|2[0-3]):[0-5]\d", depart, re.ASCII):
        raise ValueError("depart must be HH:MM")
    hours, minutes = map(int, depart.split(":"))
    arrive = hours * 60 + minutes + passage_minutes(distance_nm, speed_kn)
    day, arrive = divmod(arrive, 1440)
    suffix = "" if day == 0 else " +%dd" % day
    return "%02d:%02d%s" % (divmod(arrive, 60) + (suffix,))
