"""Run-length encoding: "aaab" <-> "3a1b"."""

from itertools import groupby


def encode(text):
    return "".join(f"{len(list(run))}{ch}" for ch, run in groupby(text))


def decode(data):
    out = []
    count = ""
    for ch in data:
        if ch.isdigit():
            count += ch
        elif not count:
            raise ValueError(f"character {ch!r} has no count")
        else:
            out.append(ch * int(count))
            count = ""
    if count:
        raise ValueError("count at the end of the data with no character")
    return "".join(out)
