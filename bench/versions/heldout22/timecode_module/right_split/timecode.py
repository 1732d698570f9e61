VALID_FPS = {24, 25, 30, 50, 60}
DAY_SECONDS = 86400


def _fps(fps):
    if type(fps) is not int or fps not in VALID_FPS:
        raise ValueError("fps must be one of 24, 25, 30, 50, 60")
    return fps


def _parse(tc, fps):
    if not isinstance(tc, str):
        raise ValueError("timecode must be a string")
    fields = tc.split(":")
    if len(fields) != 4 or any(len(f) != 2 or not f.isascii() or not f.isdigit() for f in fields):
        raise ValueError(f"bad timecode {tc!r}")
    h, m, s, f = map(int, fields)
    if h >= 24 or m >= 60 or s >= 60 or f >= fps:
        raise ValueError(f"bad timecode {tc!r}")
    return h, m, s, f


def to_frames(tc, fps):
    fps = _fps(fps)
    h, m, s, f = _parse(tc, fps)
    return (h * 3600 + m * 60 + s) * fps + f


def from_frames(frames, fps):
    fps = _fps(fps)
    total = frames % (DAY_SECONDS * fps)
    f = total % fps
    secs = total // fps
    return "%02d:%02d:%02d:%02d" % (secs // 3600, secs // 60 % 60, secs % 60, f)


def add(tc, frames, fps):
    return from_frames(to_frames(tc, fps) + frames, fps)


def duration(start, end, fps):
    a = to_frames(start, fps)
    b = to_frames(end, fps)
    if b < a:
        b += DAY_SECONDS * fps
    return b - a
