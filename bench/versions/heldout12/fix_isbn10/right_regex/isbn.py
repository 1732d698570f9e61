"""ISBN helpers."""
import re

_PATTERN = re.compile(r"[0-9]{9}[0-9Xx]")


def _normalize(code):
    return re.sub(r"[- ]", "", code)


def is_valid_isbn10(code):
    try:
        code = _normalize(code)
    except TypeError:
        return False
    if not _PATTERN.fullmatch(code):
        return False
    values = [10 if c in "Xx" else ord(c) - ord("0") for c in code]
    return sum(v * w for v, w in zip(values, range(10, 0, -1))) % 11 == 0


def isbn10_to_isbn13(code):
    if not is_valid_isbn10(code):
        raise ValueError(f"invalid ISBN-10: {code!r}")
    core = "978" + _normalize(code)[:9]
    weighted = sum(int(c) * w for c, w in zip(core, [1, 3] * 6))
    return core + str(-weighted % 10)
