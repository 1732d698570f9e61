"""Numbers for my rowing machine (erg) sessions.

Times are written m:ss.t (minutes, seconds, tenths), e.g. 1:52.4 or 7:31.0;
"split" means the time taken per 500 metres.
"""

import re

_TIME = re.compile(r"(\d+):([0-5]\d)(?:\.(\d))?")


def parse_time(text):
    """Seconds (a float) from "m:ss" or "m:ss.t"; anything else is a ValueError."""
    m = _TIME.fullmatch(text.strip())
    if not m:
        raise ValueError(f"not a time: {text!r}")
    minutes, seconds, tenths = m.groups()
    return int(minutes) * 60 + int(seconds) + int(tenths or 0) / 10


def format_time(seconds):
    """"m:ss.t" for a number of seconds, to the nearest tenth of a second."""
    if seconds < 0:
        raise ValueError("negative time")
    minutes, rest = divmod(seconds, 60)
    return f"{int(minutes)}:{rest:04.1f}"


def split(metres, seconds):
    """Average split (seconds per 500 m) for ``metres`` rowed in ``seconds``.
    Both must be more than 0, else ValueError."""
    if metres <= 0 or seconds <= 0:
        raise ValueError("metres and seconds must be more than 0")
    return seconds / (metres // 500)


def watts(split_seconds):
    """Power for a split, the way the monitor works it out: 2.80 / pace**3, where
    pace is seconds per metre; rounded to a whole number of watts."""
    if split_seconds <= 0:
        raise ValueError("split must be more than 0")
    pace = split_seconds / 500
    return round(2.80 / pace ** 3)


def session(pieces):
    """Totals for a session of pieces, each (metres, "m:ss.t").

    Returns {"metres", "time", "split"} with the time and the average split
    as "m:ss.t" strings. No pieces is a ValueError.
    """
    if not pieces:
        raise ValueError("no pieces")
    metres = sum(m for m, _ in pieces)
    seconds = sum(parse_time(t) for _, t in pieces)
    return {"metres": metres, "time": format_time(seconds),
            "split": format_time(split(metres, seconds))}
