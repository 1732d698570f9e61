"""Square names ("e4") and 0-based (file, rank) coordinates."""

FILES = "abcdefgh"
RANKS = "12345678"


def parse_square(name):
    if not isinstance(name, str) or len(name) != 2:
        raise ValueError(f"invalid square: {name!r}")
    file_char, rank_char = name[0].lower(), name[1]
    if file_char not in FILES or rank_char not in RANKS:
        raise ValueError(f"invalid square: {name!r}")
    return FILES.index(file_char), RANKS.index(rank_char)


def on_board(file, rank):
    return 0 <= file < 8 and 0 <= rank < 8


def square_name(coords):
    file, rank = coords
    if not on_board(file, rank):
        raise ValueError(f"off the board: {coords!r}")
    return FILES[file] + RANKS[rank]
