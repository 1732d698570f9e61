"""Non-drop-frame SMPTE timecodes (HH:MM:SS:FF)."""
import re

RATES = (24, 25, 30, 50, 60)
_TC = re.compile(r"(\d\d):(\d\d):(\d\d):(\d\d)")


def _check_fps(fps):
    if isinstance(fps, bool) or fps not in RATES:
        raise ValueError(f"unsupported frame rate: {fps!r}")


def _frames_per_day(fps):
    return 24 * 3600 * fps


def to_frames(tc, fps):
    _check_fps(fps)
    m = _TC.fullmatch(tc) if isinstance(tc, str) else None
    if not m:
        raise ValueError(f"bad timecode: {tc!r}")
    hh, mm, ss, ff = (int(g) for g in m.groups())
    if hh > 23 or mm > 59 or ss > 59 or ff >= fps:
        raise ValueError(f"bad timecode: {tc!r}")
    return ((hh * 60 + mm) * 60 + ss) * fps + ff


def from_frames(frames, fps):
    _check_fps(fps)
    frames %= _frames_per_day(fps)
    seconds, ff = divmod(frames, fps)
    minutes, ss = divmod(seconds, 60)
    hh, mm = divmod(minutes, 60)
    return f"{hh:02d}:{mm:02d}:{ss:02d}:{ff:02d}"


def add(tc, frames, fps):
    return from_frames(to_frames(tc, fps) + frames, fps)


def duration(start, end, fps):
    return (to_frames(end, fps) - to_frames(start, fps)) % _frames_per_day(fps)
