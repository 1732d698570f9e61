from dataclasses import dataclass
import re

_FORMAT = re.compile(r"^([01][0-9]|2[0-3]):([0-5][0-9]):([0-5][0-9]):([0-9]{2})\Z")
_ALLOWED = (24, 25, 30, 50, 60)


@dataclass(frozen=True)
class _TC:
    hours: int
    minutes: int
    seconds: int
    frames: int

    def total(self, fps):
        return ((self.hours * 60 + self.minutes) * 60 + self.seconds) * fps + self.frames


def _validate_rate(fps):
    if not any(fps == r and type(fps) is type(r) for r in _ALLOWED):
        raise ValueError("bad frame rate")


def _parse(text, fps):
    match = _FORMAT.match(text)
    if match is None:
        raise ValueError("bad timecode")
    tc = _TC(*map(int, match.groups()))
    if tc.frames >= fps:
        raise ValueError("frame number too high for this rate")
    return tc


def to_frames(tc, fps):
    _validate_rate(fps)
    return _parse(tc, fps).total(fps)


def from_frames(frames, fps):
    _validate_rate(fps)
    day = 86400 * fps
    while frames < 0:
        frames += day
    frames = frames % day
    ff = frames % fps
    rest = frames // fps
    ss = rest % 60
    rest //= 60
    mm = rest % 60
    hh = rest // 60
    return f"{hh:02}:{mm:02}:{ss:02}:{ff:02}"


def add(tc, frames, fps):
    start = to_frames(tc, fps)
    return from_frames(start + frames, fps)


def duration(start, end, fps):
    s = to_frames(start, fps)
    e = to_frames(end, fps)
    return e - s if e >= s else 86400 * fps - s + e
