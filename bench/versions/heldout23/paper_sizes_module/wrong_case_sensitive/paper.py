"""ISO 216 paper sizes (A and B series), computed by repeated halving."""
import re

_BASE = {"A": (841, 1189), "B": (1000, 1414)}
_NAME = re.compile(r"([AB])(0|[1-9]|10)")


def _parse(name):
    if not isinstance(name, str):
        raise TypeError(f"sheet name must be a str, not {type(name).__name__}")
    m = _NAME.fullmatch(name.strip())
    if not m:
        raise ValueError(f"not an A or B sheet: {name!r}")
    return m.group(1).upper(), int(m.group(2))


def _portrait(series, number):
    short, long = _BASE[series]
    for _ in range(number):
        short, long = long // 2, short
    return short, long


def size(name, landscape=False):
    short, long = _portrait(*_parse(name))
    return (long, short) if landscape else (short, long)


def _check_item(width, height):
    for value in (width, height):
        if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0:
            raise ValueError("width and height must be numbers > 0")


def _fits(width, height, short, long):
    small, big = sorted((width, height))
    return small <= short and big <= long


def fits(width, height, name):
    _check_item(width, height)
    return _fits(width, height, *_portrait(*_parse(name)))


def smallest_sheet(width, height, series="A"):
    if not isinstance(series, str) or series.upper() not in _BASE:
        raise ValueError(f"unknown series: {series!r}")
    _check_item(width, height)
    series = series.upper()
    for number in range(10, -1, -1):
        if _fits(width, height, *_portrait(series, number)):
            return f"{series}{number}"
    return None


def sheets_per(big, small):
    big_series, big_number = _parse(big)
    small_series, small_number = _parse(small)
    if big_series != small_series:
        raise ValueError("sheets of different series")
    if small_number < big_number:
        raise ValueError(f"{small} is larger than {big}")
    return 2 ** (small_number - big_number)
