"""How long I sleep, and how far behind I am."""

import re


def _minutes(text):
    if not isinstance(text, str) or not re.fullmatch(r"\d\d:\d\d", text):
        raise ValueError(f"not an HH:MM time: {text!r}")
    hours, minutes = int(text[:2]), int(text[3:])
    if hours > 23 or minutes > 59:
        raise ValueError(f"not an HH:MM time: {text!r}")
    return hours * 60 + minutes


def hours_slept(bed, wake):
    start, end = _minutes(bed), _minutes(wake)
    if start == end:
        raise ValueError("bed and wake times are the same")
    if end < start:
        end += 24 * 60
    return round((end - start) / 60, 2)


def sleep_debt(hours, target=8):
    return round(sum(target - h for h in hours if h < target), 2)
