"""Fees, mock test results and pick-up times for my driving school."""

LESSON_FEES = {60: 38.0, 90: 55.0, 120: 72.0}  # lesson length in minutes: fee
BLOCK_HOURS = 10
BLOCK_PRICE = 340.0  # ten hours paid up front
HOURLY = 38.0
MAX_MINORS = 15  # more driving faults than this on a mock test is a fail
TARGET_HOURS = 45  # roughly what a learner needs before the real test


def lesson_fee(minutes):
    """Fee for one lesson of 60, 90 or 120 minutes; any other length is a ValueError."""
    if minutes not in LESSON_FEES:
        raise ValueError(f"no {minutes} minute lessons")
    return LESSON_FEES[minutes]


def prepaid_cost(hours):
    """Cost of ``hours`` hours paid up front: as many 10-hour blocks as fit, the rest hourly.

    hours must be a whole number, 1 or more, else ValueError.
    """
    if not isinstance(hours, int) or isinstance(hours, bool) or hours < 1:
        raise ValueError("hours must be a whole number, 1 or more")
    blocks, rest = divmod(hours, BLOCK_HOURS)
    return round(blocks * BLOCK_PRICE + rest * HOURLY, 2)


def mock_result(minors, serious=0, dangerous=0):
    """"pass" or "fail" for a mock test.

    Up to MAX_MINORS minor (driving) faults is still a pass; any serious or
    dangerous fault is a fail. Negative counts are a ValueError.
    """
    if min(minors, serious, dangerous) < 0:
        raise ValueError("fault counts can't be negative")
    if serious or dangerous or minors > MAX_MINORS:
        return "fail"
    return "pass"


def pickup_time(start, travel_minutes):
    """When I have to leave to pick a learner up: "HH:MM", travel_minutes before start.

    start is "HH:MM" (24-hour clock). Leaving before midnight is a ValueError.
    """
    hours, minutes = (int(part) for part in start.split(":"))
    leave = hours * 60 + minutes - travel_minutes
    if leave < 0:
        raise ValueError("that would mean leaving the day before")
    return f"{leave // 60:02d}:{leave % 60:02d}"


def progress(hours_done):
    """How far a learner is towards TARGET_HOURS, as a whole percent (rounded down).

    Never more than 100.
    """
    if hours_done < 0:
        raise ValueError("hours can't be negative")
    return min(100, int(hours_done * 100 // TARGET_HOURS))
