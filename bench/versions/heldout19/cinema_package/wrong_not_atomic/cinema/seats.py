"""Seat labels such as 'C12'."""

import re

_LABEL = re.compile(r"([A-Za-z])([1-9][0-9]*)")


def parse_seat(label):
    """'C12' -> ('C', 12)."""
    if not isinstance(label, str):
        raise ValueError(f"not a seat label: {label!r}")
    match = _LABEL.fullmatch(label)
    if not match:
        raise ValueError(f"not a seat label: {label!r}")
    return match.group(1).upper(), int(match.group(2))


def seat_label(row, number):
    """('C', 12) -> 'C12'."""
    if not (isinstance(row, str) and len(row) == 1 and "A" <= row.upper() <= "Z"):
        raise ValueError(f"bad row: {row!r}")
    if isinstance(number, bool) or not isinstance(number, int) or number < 1:
        raise ValueError(f"bad seat number: {number!r}")
    return f"{row.upper()}{number}"
