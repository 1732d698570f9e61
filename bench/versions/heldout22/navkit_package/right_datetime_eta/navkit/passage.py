import math
from datetime import datetime, timedelta


def passage_minutes(distance_nm, speed_kn):
    if speed_kn <= 0:
        raise ValueError("speed must be positive")
    if distance_nm < 0:
        raise ValueError("distance must not be negative")
    return int(math.ceil(distance_nm * 60 / speed_kn))


def eta(depart, distance_nm, speed_kn):
    if not isinstance(depart, str) or len(depart) != 5:
        raise ValueError("departure must be HH:MM")
    try:
        start = datetime.strptime(depart, "%H:%M")
    except ValueError:
        raise ValueError("departure must be HH:MM") from None
    arrival = start + timedelta(minutes=passage_minutes(distance_nm, speed_kn))
    days = (arrival.date() - start.date()).days
    text = arrival.strftime("%H:%M")
    return f"{text} +{days}d" if days else text
