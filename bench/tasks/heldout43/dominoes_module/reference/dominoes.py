"""A little helper for double-six dominoes."""

import re

_TILE = re.compile(r"([0-6])-([0-6])")


def parse_tile(text):
    """"3-5" -> (3, 5); anything else than two numbers 0-6 with a dash is a ValueError."""
    match = _TILE.fullmatch(text.strip())
    if not match:
        raise ValueError(f"not a tile: {text!r}")
    return int(match.group(1)), int(match.group(2))


def hand_total(hand):
    """All the spots on a list of tiles."""
    return sum(sum(parse_tile(tile)) for tile in hand)


def playable(hand, left, right):
    """The tiles of hand with the number left or right on them, in hand order."""
    return [tile for tile in hand if left in parse_tile(tile) or right in parse_tile(tile)]
