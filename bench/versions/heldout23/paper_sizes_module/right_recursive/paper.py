"""ISO 216 sizes via recursion."""
from functools import lru_cache
from numbers import Real

FIRST = {"A": (841, 1189), "B": (1000, 1414)}


@lru_cache(maxsize=None)
def _dims(series, n):
    if n == 0:
        return FIRST[series]
    short, long = _dims(series, n - 1)
    return (long // 2, short)


def _split(name):
    if not isinstance(name, str):
        raise TypeError(f"expected str, got {type(name).__name__}")
    text = name.strip()
    if len(text) < 2 or text[0] not in "aAbB":
        raise ValueError(f"bad sheet name {name!r}")
    digits = text[1:]
    allowed = [str(i) for i in range(11)]
    if digits not in allowed:
        raise ValueError(f"bad sheet name {name!r}")
    return text[0].upper(), int(digits)


def size(name, landscape=False):
    short, long = _dims(*_split(name))
    return (long, short) if landscape else (short, long)


def _need_positive(*values):
    for v in values:
        if not isinstance(v, Real) or isinstance(v, bool) or v <= 0:
            raise ValueError(f"bad dimension {v!r}")


def fits(width, height, name):
    _need_positive(width, height)
    short, long = _dims(*_split(name))
    return min(width, height) <= short and max(width, height) <= long


def smallest_sheet(width, height, series="A"):
    if not isinstance(series, str) or series.upper() not in FIRST:
        raise ValueError(f"bad series {series!r}")
    _need_positive(width, height)
    s = series.upper()
    fitting = [n for n in range(11) if fits(width, height, s + str(n))]
    return s + str(max(fitting)) if fitting else None


def sheets_per(big, small):
    (bs, bn), (ss, sn) = _split(big), _split(small)
    if bs != ss or sn < bn:
        raise ValueError(f"cannot cut {small} from {big}")
    return 2 ** (sn - bn)
