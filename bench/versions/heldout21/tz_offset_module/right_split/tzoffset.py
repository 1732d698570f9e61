from __future__ import annotations

ALLOWED_MINUTES = {0, 15, 30, 45}
LOW, HIGH = -12 * 60, 14 * 60


class _Bad(ValueError):
    pass


def _two_digits(s: str) -> int:
    if len(s) != 2 or s[0] not in "0123456789" or s[1] not in "0123456789":
        raise _Bad(s)
    return int(s)


def parse_offset(text: str) -> int:
    if text in ("Z", "UTC"):
        return 0
    rest = text.removeprefix("UTC")
    if not rest or rest[0] not in "+-":
        raise _Bad(text)
    sign = 1 if rest[0] == "+" else -1
    parts = rest[1:].split(":")
    if len(parts) != 2:
        raise _Bad(text)
    hours, mins = _two_digits(parts[0]), _two_digits(parts[1])
    if mins not in ALLOWED_MINUTES:
        raise _Bad(text)
    value = sign * (hours * 60 + mins)
    if not LOW <= value <= HIGH:
        raise _Bad(text)
    return value


def format_offset(minutes: int) -> str:
    if isinstance(minutes, bool) or not isinstance(minutes, int):
        raise _Bad(str(minutes))
    if not LOW <= minutes <= HIGH or abs(minutes) % 60 not in ALLOWED_MINUTES:
        raise _Bad(str(minutes))
    return f"{'-' if minutes < 0 else '+'}{abs(minutes) // 60:02d}:{abs(minutes) % 60:02d}"


def convert(clock: str, from_offset: str, to_offset: str) -> tuple[str, int]:
    pieces = clock.split(":")
    if len(pieces) != 2:
        raise _Bad(clock)
    h, m = _two_digits(pieces[0]), _two_digits(pieces[1])
    if h > 23 or m > 59:
        raise _Bad(clock)
    total = h * 60 + m + parse_offset(to_offset) - parse_offset(from_offset)
    return f"{total % 1440 // 60:02d}:{total % 60:02d}", total // 1440
