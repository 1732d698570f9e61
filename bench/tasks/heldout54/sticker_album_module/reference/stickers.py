"""Keeping track of a sticker album: what's in, what's missing, what to swap."""

from collections import Counter


def parse_numbers(text):
    """[numbers] from text like "1, 4-7, 12, 12": ranges opened up, order and repeats kept."""
    numbers = []
    for part in text.split(","):
        part = part.replace(" ", "").replace("\t", "")
        if not part:
            if text.strip():
                raise ValueError(f"empty entry in {text!r}")
            continue
        low, dash, high = part.partition("-")
        if not low.isdigit() or (dash and not high.isdigit()):
            raise ValueError(f"not a sticker number: {part!r}")
        start, end = int(low), int(high) if dash else int(low)
        if start < 1 or end < start:
            raise ValueError(f"bad range: {part!r}")
        numbers.extend(range(start, end + 1))
    return numbers


def _check(have, album_size):
    for n in have:
        if not 1 <= n <= album_size:
            raise ValueError(f"{n} isn't in a {album_size} sticker album")


def missing(have, album_size):
    """Sorted numbers from 1 to album_size that aren't in have."""
    _check(have, album_size)
    got = set(have)
    return [n for n in range(1, album_size + 1) if n not in got]


def doubles(have):
    """{number: spare copies}, only numbers with spares, lowest number first."""
    counts = Counter(have)
    return {n: counts[n] - 1 for n in sorted(counts) if counts[n] > 1}


def swap(mine, theirs):
    """(give, get): one-for-one swap of spares each side is missing, lowest numbers first."""
    mine_set, theirs_set = set(mine), set(theirs)
    give = [n for n in doubles(mine) if n not in theirs_set]
    get = [n for n in doubles(theirs) if n not in mine_set]
    size = min(len(give), len(get))
    return give[:size], get[:size]


def progress(have, album_size):
    """"stuck in/album_size (percent%)" with the percent rounded down."""
    _check(have, album_size)
    stuck = len(set(have))
    return f"{stuck}/{album_size} ({stuck * 100 // album_size}%)"
