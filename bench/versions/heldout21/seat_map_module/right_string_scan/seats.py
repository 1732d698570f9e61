import re
from collections import defaultdict

_PATTERN = re.compile(r"\s*(40|[1-3][0-9]|[1-9])([a-fA-F])\s*")


def parse_seat(label):
    match = _PATTERN.fullmatch(label)
    if match is None:
        raise ValueError(f"not a seat: {label!r}")
    return int(match[1]), match[2].upper()


def seat_type(label):
    letter = parse_seat(label)[1]
    if letter in {"A", "F"}:
        return "window"
    return "aisle" if letter in {"C", "D"} else "middle"


def _rows(free):
    rows = defaultdict(set)
    for label in free:
        row, letter = parse_seat(label)
        rows[row].add(letter)
    return rows


def _row_string(letters):
    # e.g. {"A","B","E"} -> "AB.|.E."
    left = "".join(c if c in letters else "." for c in "ABC")
    right = "".join(c if c in letters else "." for c in "DEF")
    return left + "|" + right


def adjacent_pairs(free):
    rows = _rows(free)
    pairs = []
    for row in sorted(rows):
        s = _row_string(rows[row])
        for i in range(len(s) - 1):
            if s[i].isalpha() and s[i + 1].isalpha():
                pairs.append((f"{row}{s[i]}", f"{row}{s[i + 1]}"))
    return pairs


def find_block(free, n):
    if n not in (1, 2, 3):
        raise ValueError("n must be 1, 2 or 3")
    rows = _rows(free)
    for row in sorted(rows):
        m = re.search(r"[A-F]{%d}" % n, _row_string(rows[row]))
        if m:
            return [f"{row}{c}" for c in m.group()]
    return None
