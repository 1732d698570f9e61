"""Helpers for clock times, handled as minutes since midnight (0-1439)."""
import re

_12H = re.compile(r"^\s*(\d{1,2}):(\d{2})\s*([AaPp][Mm])\s*$")
_24H = re.compile(r"^\s*(\d{1,2}):(\d{2})\s*$")


def to_minutes(text):
    """Parse '7:05 PM', '7:05pm' or 24-hour '19:05' into minutes since midnight.

    12-hour times need an hour from 1 to 12, 24-hour times an hour from 0 to 23,
    and minutes are 00-59. AM/PM is case-insensitive and the space before it is
    optional. Anything else raises ValueError.
    """
    m = _12H.match(text)
    if m:
        hour, minute, half = int(m.group(1)), int(m.group(2)), m.group(3).upper()
        if not 1 <= hour <= 12 or minute > 59:
            raise ValueError(f"invalid time: {text!r}")
        if half == "AM" and hour == 12:
            hour = 0
        elif half == "PM" and hour != 12:
            hour += 12
        return hour * 60 + minute
    m = _24H.match(text)
    if m:
        hour, minute = int(m.group(1)), int(m.group(2))
        if hour > 23 or minute > 59:
            raise ValueError(f"invalid time: {text!r}")
        return hour * 60 + minute
    raise ValueError(f"invalid time: {text!r}")


def format_12h(minutes):
    """Minutes since midnight -> '7:05 PM' (no leading zero on the hour)."""
    hour, minute = divmod(minutes % 1440, 60)
    if hour == 0:
        shown, half = 12, "AM"
    elif hour < 12:
        shown, half = hour, "AM"
    elif hour == 12:
        shown, half = 12, "PM"
    else:
        shown, half = hour - 12, "PM"
    return f"{shown}:{minute:02d} {half}"


def duration(start, end):
    """Minutes from start to end (strings that to_minutes accepts).

    An end earlier than the start is on the next day; equal times give 0.
    """
    diff = to_minutes(end) - to_minutes(start)
    if diff < 0:
        diff += 24 * 60
    return diff
