"""Timings for my bread machine."""

PROGRAMS = {"basic": 180, "wholemeal": 220, "french": 230, "quick": 120, "dough": 90}  # minutes
LONGEST_DELAY = 13 * 60  # the delay timer goes up to 13 hours (in minutes)
DAY = 24 * 60


def parse_time(text):
    """"HH:MM" on the 24-hour clock (spaces around it are fine) -> minutes after midnight.

    Hours 0-23 and minutes 00-59 (always two digits), else ValueError.
    """
    hours, sep, minutes = text.strip().partition(":")
    if sep != ":" or not hours.isdigit() or not minutes.isdigit() or len(minutes) != 2:
        raise ValueError(f"not a time: {text!r}")
    h, m = int(hours), int(minutes)
    if h > 23 or m > 59:
        raise ValueError(f"not a time: {text!r}")
    return h * 60 + m


def format_time(minutes):
    """Minutes after midnight -> "HH:MM" (two digits each), wrapping past midnight."""
    minutes %= DAY
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def program_length(program):
    """Minutes a program takes; the name doesn't care about capitals. Unknown: ValueError."""
    key = program.strip().lower()
    if key not in PROGRAMS:
        raise ValueError(f"no such program: {program!r}")
    return PROGRAMS[key]


def ready_at(start, program):
    """When a program started at ``start`` ("HH:MM") finishes, as "HH:MM"."""
    return format_time(parse_time(start) + program_length(program))


def timer_setting(now, ready_by, program):
    """The delay to set so the bread is ready at ``ready_by``, as (hours, minutes).

    ``ready_by`` is the next time that clock time comes round after ``now`` (so an
    earlier clock time means tomorrow; the same time as now means now, which is
    never enough time). Finishing exactly at ``ready_by`` with no delay is fine,
    and so is a delay of exactly 13 hours. If the program is longer than the time
    left, or the delay would be more than 13 hours, ValueError.
    """
    left = (parse_time(ready_by) - parse_time(now)) % DAY
    delay = left - program_length(program)
    if delay < 0:
        raise ValueError("not enough time for that program")
    if delay > LONGEST_DELAY:
        raise ValueError("the timer only goes up to 13 hours")
    return divmod(delay, 60)
