SIZES = {}
for _series, _dims in (("A", (841, 1189)), ("B", (1000, 1414))):
    _w, _h = _dims
    for _n in range(11):
        SIZES[f"{_series}{_n}"] = (_w, _h)
        _w, _h = _h // 2, _w


def _key(name):
    if not isinstance(name, str):
        raise TypeError("name must be a string")
    key = name.strip().upper()
    if key not in SIZES:
        raise ValueError(f"unknown paper size {name!r}")
    return key


def size(name, landscape=False):
    w, h = SIZES[_key(name)]
    if landscape:
        return (h, w)
    return (w, h)


def _valid(x):
    return type(x) in (int, float) and x > 0


def fits(width, height, name):
    if not (_valid(width) and _valid(height)):
        raise ValueError("bad item size")
    w, h = SIZES[_key(name)]
    return (width <= w and height <= h) or (width <= h and height <= w)


def smallest_sheet(width, height, series="A"):
    if series not in ("A", "B", "a", "b"):
        raise ValueError("series must be A or B")
    best = None
    for n in range(11):
        if fits(width, height, f"{series.upper()}{n}"):
            best = f"{series.upper()}{n}"
    if best is None and not (_valid(width) and _valid(height)):
        raise ValueError("bad item size")
    return best


def sheets_per(big, small):
    b, s = _key(big), _key(small)
    if b[0] != s[0]:
        raise ValueError("different series")
    diff = int(s[1:]) - int(b[1:])
    if diff < 0:
        raise ValueError("small sheet is bigger")
    return 1 << diff
