"""Parse and format durations like "1d 2h 3m 4s"."""
import re

UNITS = {"d": 86400, "h": 3600, "m": 60, "s": 1}
ORDER = "dhms"
PART = re.compile(r"(\d+)([a-zA-Z]+)")


def parse_duration(text):
    parts = text.split()
    if not parts:
        raise ValueError("empty duration")
    total = 0
    last = -1
    for chunk in parts:
        pos = 0
        while pos < len(chunk):
            m = PART.match(chunk, pos)
            if m is None:
                raise ValueError(f"bad duration: {text!r}")
            number, unit = m.groups()
            if unit not in UNITS:
                raise ValueError(f"unknown unit {unit!r}")
            index = ORDER.index(unit)
            if index <= last:
                raise ValueError(f"unit {unit!r} repeated or out of order")
            last = index
            total += int(number) * UNITS[unit]
            pos = m.end()
    return total


def format_duration(seconds):
    if seconds < 0:
        raise ValueError("negative duration")
    out = []
    for unit in ORDER:
        amount, seconds = divmod(seconds, UNITS[unit])
        if amount:
            out.append(f"{amount}{unit}")
    return " ".join(out)
