"""Seat helpers for a 40-row, A-F cabin with the aisle between C and D."""
import re

LETTERS = "ABCDEF"
SIDES = ("ABC", "DEF")
_LABEL = re.compile(r"(\d{1,2})([A-Fa-f])")


def parse_seat(label):
    if not isinstance(label, str):
        raise ValueError(f"bad seat label: {label!r}")
    m = _LABEL.fullmatch(label.strip())
    if not m or not 1 <= int(m.group(1)) <= 40:
        raise ValueError(f"bad seat label: {label!r}")
    return int(m.group(1)), m.group(2).upper()


def seat_type(label):
    _, letter = parse_seat(label)
    if letter in "AF":
        return "window"
    if letter in "CD":
        return "aisle"
    return "middle"


def _normalised(free):
    return sorted({parse_seat(label) for label in free},
                  key=lambda seat: (seat[0], LETTERS.index(seat[1])))


def adjacent_pairs(free):
    taken = set(_normalised(free))
    pairs = []
    for row, letter in _normalised(free):
        for side in SIDES:
            i = side.find(letter)
            if 0 <= i < len(side) - 1 and (row, side[i + 1]) in taken:
                pairs.append((f"{row}{letter}", f"{row}{side[i + 1]}"))
    return pairs


def find_block(free, n):
    if n not in (1, 2, 3) or isinstance(n, bool):
        raise ValueError("n must be 1, 2 or 3")
    seats = set(_normalised(free))
    for row in range(1, 41):
        for side in SIDES:
            for start in range(len(side) - n + 1):
                block = [(row, side[start + k]) for k in range(n)]
                if all(seat in seats for seat in block):
                    return [f"{r}{l}" for r, l in block]
    return None
