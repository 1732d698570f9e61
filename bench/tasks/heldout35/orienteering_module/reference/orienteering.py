"""Results for our orienteering club's evening events."""

import math
import re

PENALTY_PER_MINUTE = 30


def parse_time(text):
    """ "42:07" -> 2527, "1:05:30" -> 3930 (seconds)."""
    if not isinstance(text, str):
        raise ValueError(f"not a time: {text!r}")
    text = text.strip()
    m = re.fullmatch(r"(\d+):([0-5]\d)", text)
    if m:
        return int(m.group(1)) * 60 + int(m.group(2))
    m = re.fullmatch(r"(\d+):([0-5]\d):([0-5]\d)", text)
    if m:
        return int(m.group(1)) * 3600 + int(m.group(2)) * 60 + int(m.group(3))
    raise ValueError(f"not a time: {text!r}")


def _whole(n):
    return isinstance(n, int) and not isinstance(n, bool) and n >= 0


def format_time(seconds):
    """2527 -> "42:07", 3930 -> "1:05:30", 59 -> "0:59"."""
    if not _whole(seconds):
        raise ValueError(f"not a time in seconds: {seconds!r}")
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}:{minutes:02d}:{secs:02d}"
    return f"{minutes}:{secs:02d}"


def check_card(punches, course):
    """The course controls the runner missed, in course order ([] = all good)."""
    if not course:
        raise ValueError("the course has no controls")
    missed = []
    pos = 0
    for control in course:
        try:
            found = punches.index(control, pos)
        except ValueError:
            missed.append(control)
        else:
            pos = found + 1
    return missed


def splits(times):
    """Running times at each control and the finish -> the time for each leg."""
    if not times:
        raise ValueError("no times")
    legs = []
    before = 0
    for t in times:
        if not _whole(t) or t <= before:
            raise ValueError("times must be whole seconds and go up")
        legs.append(t - before)
        before = t
    return legs


def results(runners):
    """{name: seconds or None} -> [(place, name, time), ...]."""
    timed = sorted(((t, name.lower(), name) for name, t in runners.items() if t is not None))
    for t, _, _ in timed:
        if not _whole(t):
            raise ValueError(f"bad time: {t!r}")
    rows = []
    for i, (t, _, name) in enumerate(timed):
        first = next(j for j, other in enumerate(timed) if other[0] == t)
        shared = sum(1 for other in timed if other[0] == t) > 1
        place = f"={first + 1}" if shared else str(first + 1)
        rows.append((place, name, format_time(t)))
    for name in sorted((n for n, t in runners.items() if t is None), key=str.lower):
        rows.append((None, name, "mp"))
    return rows


def score_event(found, values, seconds, limit=3600):
    """Score-O points: each control found once, less PENALTY_PER_MINUTE per
    started minute over the limit, never below 0."""
    if not _whole(seconds) or not _whole(limit):
        raise ValueError("seconds and limit must be whole numbers, 0 or more")
    for code in found:
        if code not in values:
            raise ValueError(f"no such control: {code!r}")
    points = sum(values[code] for code in set(found))
    over = math.ceil(max(0, seconds - limit) / 60)
    return max(0, points - over * PENALTY_PER_MINUTE)
