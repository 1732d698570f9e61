"""Fixed UTC offset helpers."""
import re

_OFFSET = re.compile(r"(?:UTC)?([+-])(\d{2}):(\d{2})")
_CLOCK = re.compile(r"([01]\d|2[0-3]):([0-5]\d)")
MIN_OFFSET = -12 * 60
MAX_OFFSET = 14 * 60


def _check(minutes):
    if not MIN_OFFSET <= minutes <= MAX_OFFSET or minutes % 15:
        raise ValueError(f"invalid offset: {minutes} minutes")
    return minutes


def parse_offset(text):
    if not isinstance(text, str):
        raise ValueError(f"invalid offset: {text!r}")
    if text in ("Z", "UTC"):
        return 0
    m = _OFFSET.fullmatch(text)
    if not m:
        raise ValueError(f"invalid offset: {text!r}")
    hours, minutes = int(m.group(2)), int(m.group(3))
    if minutes not in (0, 15, 30, 45):
        raise ValueError(f"invalid offset: {text!r}")
    total = hours * 60 + minutes
    if m.group(1) == "-":
        total = -total
    return _check(total)


def format_offset(minutes):
    if isinstance(minutes, bool) or not isinstance(minutes, int):
        raise ValueError(f"invalid offset: {minutes!r}")
    _check(minutes)
    sign = "-" if minutes < 0 else "+"
    hours, mins = divmod(minutes, 60)
    hours = abs(hours)
    return f"{sign}{hours:02d}:{mins:02d}"


def convert(clock, from_offset, to_offset):
    m = _CLOCK.fullmatch(clock) if isinstance(clock, str) else None
    if not m:
        raise ValueError(f"invalid clock: {clock!r}")
    local = int(m.group(1)) * 60 + int(m.group(2))
    target = local - parse_offset(from_offset) + parse_offset(to_offset)
    days, rest = divmod(target, 24 * 60)
    return f"{rest // 60:02d}:{rest % 60:02d}", days
