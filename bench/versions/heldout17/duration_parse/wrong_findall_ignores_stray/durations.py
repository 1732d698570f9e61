import re

UNITS = {"d": 86400, "h": 3600, "m": 60, "s": 1}


def parse_duration(text):
    text = text.strip()
    if not text:
        raise ValueError("empty duration")
    parts = re.findall(r"(\d+)([a-zA-Z])", text)
    if not parts:
        raise ValueError("no duration found in %r" % text)
    total = 0
    last = -1
    for number, unit in parts:
        if unit not in UNITS:
            raise ValueError("unknown unit %r" % unit)
        pos = "dhms".index(unit)
        if pos <= last:
            raise ValueError("units out of order")
        last = pos
        total += int(number) * UNITS[unit]
    return total


def format_duration(seconds):
    if seconds < 0:
        raise ValueError("negative duration")
    out = []
    for unit in "dhms":
        n, seconds = divmod(seconds, UNITS[unit])
        if n:
            out.append(f"{n}{unit}")
    return " ".join(out) if out else "0s"
