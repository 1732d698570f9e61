import re

_SQUARE = re.compile(r"[a-h][1-8]", re.IGNORECASE)


def parse_square(name):
    if not _SQUARE.fullmatch(name):
        raise ValueError(f"not a square: {name!r}")
    return "abcdefgh".index(name[0].lower()), int(name[1]) - 1


def square_name(coords):
    f, r = coords
    if f not in range(8) or r not in range(8):
        raise ValueError(f"not on the board: {coords}")
    return "abcdefgh"[f] + str(r + 1)
