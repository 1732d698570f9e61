from typing import Iterable, List, Tuple

Range = Tuple[int, int]


def merge(ranges: List[Range]) -> List[Range]:
    bad = [r for r in ranges if r[0] > r[1]]
    if bad:
        raise ValueError(f"start > end in {bad[0]}")
    ordered = sorted(ranges, key=lambda r: (r[0], r[1]))
    out: List[Range] = []
    for lo, hi in ordered:
        if not out:
            out.append((lo, hi))
            continue
        last_lo, last_hi = out[-1]
        if lo > last_hi + 1:
            out.append((lo, hi))
        elif hi > last_hi:
            out[-1] = (last_lo, hi)
    return out


def total_length(ranges: Iterable[Range]) -> int:
    return sum(hi - lo + 1 for lo, hi in merge(list(ranges)))
