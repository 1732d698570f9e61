"""Sums for cross stitch: finished size, fabric to buy, and the threads for a chart."""

import math
from fractions import Fraction


def _whole(n):
    return isinstance(n, int) and not isinstance(n, bool)


def _size(width, height, count, over):
    if not (_whole(width) and _whole(height)) or width < 1 or height < 1:
        raise ValueError("width and height are whole numbers of stitches, 1 or more")
    if isinstance(count, bool) or not isinstance(count, (int, float)) or count <= 0:
        raise ValueError("count must be more than 0")
    if over not in (1, 2) or isinstance(over, bool):
        raise ValueError("over is 1 or 2")
    per_inch = Fraction(count) / over
    return Fraction(width) / per_inch, Fraction(height) / per_inch


def finished_size(width, height, count, over=1):
    """(width, height) of the stitched design in inches, each to 1 dp."""
    w, h = _size(width, height, count, over)
    return round(float(w), 1), round(float(h), 1)


def fabric_needed(width, height, count, over=1, margin=3):
    """(width, height) of fabric to buy in whole inches: the design plus
    ``margin`` inches on every side, rounded up."""
    if isinstance(margin, bool) or not isinstance(margin, (int, float)) or margin < 0:
        raise ValueError("margin can't be negative")
    w, h = _size(width, height, count, over)
    m = Fraction(margin) * 2
    return math.ceil(w + m), math.ceil(h + m)


def count_symbols(chart):
    """{symbol: stitches} for a chart given as rows of text; "." and " " are
    empty squares. Rows must be the same length; no rows is a ValueError."""
    if not chart:
        raise ValueError("empty chart")
    if len({len(row) for row in chart}) != 1:
        raise ValueError("rows are not all the same length")
    counts = {}
    for row in chart:
        for ch in row:
            if ch not in ". ":
                counts[ch] = counts.get(ch, 0) + 1
    return counts


def shopping_list(counts, key, per_skein=1600):
    """[(thread, skeins), ...]: most skeins first, then by thread name."""
    if not _whole(per_skein) or per_skein < 1:
        raise ValueError("per_skein must be a whole number, 1 or more")
    stitches = {}
    for symbol, n in counts.items():
        if symbol not in key:
            raise ValueError(f"symbol {symbol!r} is not in the key")
        stitches[key[symbol]] = stitches.get(key[symbol], 0) + n
    out = [(thread, max(1, math.ceil(n / per_skein))) for thread, n in stitches.items()]
    return sorted(out, key=lambda item: (-item[1], item[0]))
