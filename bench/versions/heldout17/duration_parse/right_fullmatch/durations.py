import re

_PATTERN = re.compile(
    r"(?:(?P<d>\d+)d)?\s*(?:(?P<h>\d+)h)?\s*(?:(?P<m>\d+)m)?\s*(?:(?P<s>\d+)s)?"
)
_SECONDS = (("d", 86400), ("h", 3600), ("m", 60), ("s", 1))


def parse_duration(text: str) -> int:
    stripped = text.strip()
    match = _PATTERN.fullmatch(stripped)
    if not stripped or match is None:
        raise ValueError(f"invalid duration: {text!r}")
    found = {k: v for k, v in match.groupdict().items() if v is not None}
    if not found:
        raise ValueError(f"invalid duration: {text!r}")
    return sum(int(found.get(unit, 0)) * size for unit, size in _SECONDS)


def format_duration(seconds: int) -> str:
    if seconds < 0:
        raise ValueError("seconds must be >= 0")
    pieces = []
    rest = seconds
    for unit, size in _SECONDS:
        if rest >= size:
            pieces.append(f"{rest // size}{unit}")
            rest %= size
    return " ".join(pieces) or "0s"
