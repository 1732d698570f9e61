"""Run-length encoding for strings without digits.

encode("aaabcc") == "3a1b2c"   (every run is written as count + character)
decode("3a1b2c") == "aaabcc"
"""
import re
from itertools import groupby

_RUN = re.compile(r"(\d+)(\D)")


def encode(text):
    return "".join(f"{len(list(group))}{ch}" for ch, group in groupby(text))


def decode(code):
    pos = 0
    pieces = []
    while pos < len(code):
        m = _RUN.match(code, pos)
        if not m:
            raise ValueError("malformed run-length code at position %d: %r" % (pos, code))
        pieces.append(m.group(2) * int(m.group(1)))
        pos = m.end()
    return "".join(pieces)
