"""Bracket matching for (), [] and {}."""
from typing import Optional

OPEN = "([{"
CLOSE = ")]}"


def first_error(text: str) -> Optional[int]:
    open_at = []
    for pos, char in enumerate(text):
        kind = OPEN.find(char)
        if kind >= 0:
            open_at.append((kind, pos))
            continue
        kind = CLOSE.find(char)
        if kind < 0:
            continue
        if not open_at or open_at[-1][0] != kind:
            return pos
        open_at.pop()
    if open_at:
        return min(pos for _, pos in open_at)
    return None


def is_balanced(text: str) -> bool:
    return first_error(text) is None
