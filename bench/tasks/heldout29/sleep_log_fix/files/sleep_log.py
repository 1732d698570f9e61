"""A small sleep diary: how long I slept each night and how the week went."""

TARGET_MINUTES = 8 * 60
DAY_MINUTES = 24 * 60


def parse_clock(text):
    """'23:30' -> minutes after midnight (1410).

    Hours are 0-23 with one or two digits, minutes are exactly two digits
    00-59; spaces around the text are ignored. Anything else is a ValueError.
    """
    hours, sep, minutes = text.strip().partition(":")
    if (not sep or not hours.isdigit() or not minutes.isdigit()
            or len(hours) > 2 or len(minutes) != 2):
        raise ValueError(f"not a clock time: {text!r}")
    h, m = int(hours), int(minutes)
    if h > 23 or m > 59:
        raise ValueError(f"not a clock time: {text!r}")
    return h * 60 + m


def night_minutes(bedtime, wake):
    """Minutes slept between ``bedtime`` and ``wake`` ('HH:MM' strings).

    A wake time earlier than the bedtime is on the next morning, so
    23:30 -> 07:15 is 465 minutes. Equal times mean no sleep at all (0).
    """
    return parse_clock(wake) - parse_clock(bedtime)


def weekly_average(nights):
    """The average minutes slept per recorded night.

    ``nights`` is a list with one entry per night: a ``(bedtime, wake)``
    tuple, or None for a night I forgot to write down. Nights without an
    entry don't count at all. The average is rounded to the nearest whole
    minute, halves rounded up. No recorded nights -> 0.
    """
    slept = [night_minutes(bed, wake) for bed, wake in
             (night for night in nights if night is not None)]
    if not nights:
        return 0
    return (2 * sum(slept) + len(nights)) // (2 * len(nights))


def sleep_debt(nights, target=TARGET_MINUTES):
    """Minutes short of ``target`` summed over the recorded nights; a night
    with more sleep than the target counts as 0 (it doesn't pay back debt)."""
    return sum(max(0, target - night_minutes(bed, wake))
               for bed, wake in (night for night in nights if night is not None))


def format_minutes(minutes):
    """465 -> '7h 45m', 60 -> '1h 00m', 5 -> '0h 05m'."""
    return f"{minutes // 60}h {minutes % 60:02d}m"
