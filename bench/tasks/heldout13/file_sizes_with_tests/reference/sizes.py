"""Human-readable byte sizes."""
import re
from decimal import Decimal

UNITS = ["B", "KB", "MB", "GB", "TB"]
_FACTORS = {unit: 1024 ** i for i, unit in enumerate(UNITS)}
_SIZE = re.compile(r"(\d+(?:\.\d+)?|\.\d+) ?([A-Za-z]*)")


def parse_size(text):
    """'1.5 KB' -> 1536. Units B/KB/MB/GB/TB (powers of 1024), any case."""
    m = _SIZE.fullmatch(text.strip()) if isinstance(text, str) else None
    if not m:
        raise ValueError(f"cannot parse size: {text!r}")
    number, unit = m.groups()
    unit = unit.upper() or "B"
    if unit not in _FACTORS:
        raise ValueError(f"unknown unit: {unit!r}")
    return int(Decimal(number) * _FACTORS[unit])


def format_size(n):
    """1536 -> '1.5 KB'; under 1024 -> '<n> B'."""
    if n < 0:
        raise ValueError("size cannot be negative")
    if n < 1024:
        return f"{n} B"
    for unit in reversed(UNITS):
        if n >= _FACTORS[unit]:
            return f"{n / _FACTORS[unit]:.1f} {unit}"
