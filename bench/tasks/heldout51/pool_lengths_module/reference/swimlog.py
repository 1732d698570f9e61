"""My swimming log: lengths, distances and pace."""

import math


def _pool_ok(pool):
    if isinstance(pool, bool) or not isinstance(pool, (int, float)) or pool <= 0:
        raise ValueError("pool length must be more than 0")


def parse_time(text):
    """"mm:ss" -> seconds."""
    mins, sep, secs = text.strip().partition(":")
    if not sep or not mins.isdigit() or len(secs) != 2 or not secs.isdigit() or int(secs) > 59:
        raise ValueError(f"bad time: {text!r}")
    return int(mins) * 60 + int(secs)


def format_time(seconds):
    seconds = int(seconds)
    return f"{seconds // 60}:{seconds % 60:02d}"


def distance(lengths, pool=25):
    if isinstance(lengths, bool) or not isinstance(lengths, int) or lengths < 0:
        raise ValueError("lengths must be a whole number, 0 or more")
    _pool_ok(pool)
    return round(lengths * pool, 1)


def lengths_for(metres, pool=25):
    if metres <= 0:
        raise ValueError("metres must be more than 0")
    _pool_ok(pool)
    return math.ceil(round(metres / pool, 9))


def pace_per_100(lengths, time, pool=25):
    metres = distance(lengths, pool)
    if metres == 0:
        raise ValueError("no distance swum")
    return format_time(round(parse_time(time) * 100 / metres))


def best_session(sessions):
    if not sessions:
        return None
    best = None
    for day, lengths, pool in sessions:
        d = distance(lengths, pool)
        if best is None or d > best[1]:
            best = (day, d)
    return best
