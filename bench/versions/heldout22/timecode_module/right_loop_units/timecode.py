"""Timecode helpers."""

_LIMITS = (24, 60, 60)  # hours, minutes, seconds


def _rate(fps):
    if fps not in (24, 25, 30, 50, 60) or isinstance(fps, (bool, float)):
        raise ValueError("invalid fps %r" % (fps,))


def to_frames(tc, fps):
    _rate(fps)
    if not isinstance(tc, str) or len(tc) != 11:
        raise ValueError("invalid timecode %r" % (tc,))
    pieces = [tc[0:2], tc[3:5], tc[6:8], tc[9:11]]
    if tc[2] != ":" or tc[5] != ":" or tc[8] != ":":
        raise ValueError("invalid timecode %r" % (tc,))
    for p in pieces:
        if not (p[0] in "0123456789" and p[1] in "0123456789"):
            raise ValueError("invalid timecode %r" % (tc,))
    values = [int(p) for p in pieces]
    for value, limit in zip(values, _LIMITS + (fps,)):
        if value >= limit:
            raise ValueError("invalid timecode %r" % (tc,))
    total = 0
    for value, size in zip(values, (60, 60, fps, 1)):
        total = (total + value) * size
    return total


def from_frames(frames, fps):
    _rate(fps)
    n = frames % (24 * 60 * 60 * fps)
    out = []
    for size in (fps, 60, 60):
        n, rem = divmod(n, size)
        out.append(rem)
    out.append(n)
    return ":".join("%02d" % v for v in reversed(out))


def add(tc, frames, fps):
    return from_frames(to_frames(tc, fps) + frames, fps)


def duration(start, end, fps):
    diff = to_frames(end, fps) - to_frames(start, fps)
    if diff < 0:
        diff += 24 * 60 * 60 * fps
    return diff
