from dataclasses import dataclass


@dataclass(frozen=True)
class Sheet:
    series: str
    number: int

    @classmethod
    def parse(cls, name):
        if not isinstance(name, str):
            raise TypeError("sheet name must be str")
        s = name.strip()
        if len(s) not in (2, 3) or s[0].upper() not in ("A", "B"):
            raise ValueError("bad sheet name: %r" % name)
        num = s[1:]
        if not all(c in "0123456789" for c in num) or (len(num) > 1 and num[0] == "0"):
            raise ValueError("bad sheet name: %r" % name)
        if int(num) > 10:
            raise ValueError("bad sheet name: %r" % name)
        return cls(s[0].upper(), int(num))

    def dims(self):
        short, long = (841, 1189) if self.series == "A" else (1000, 1414)
        for _ in range(self.number):
            short, long = long // 2, short
        return short, long

    def holds(self, w, h):
        short, long = self.dims()
        if w > h:
            w, h = h, w
        return w <= short and h <= long


def _check(w, h):
    for v in (w, h):
        if type(v) not in (int, float) or not v > 0:
            raise ValueError("dimensions must be positive numbers")


def size(name, landscape=False):
    short, long = Sheet.parse(name).dims()
    return (long, short) if landscape else (short, long)


def fits(width, height, name):
    _check(width, height)
    return Sheet.parse(name).holds(width, height)


def smallest_sheet(width, height, series="A"):
    if series not in ("A", "a", "B", "b"):
        raise ValueError("unknown series")
    _check(width, height)
    n = 10
    while n >= 0:
        sheet = Sheet(series.upper(), n)
        if sheet.holds(width, height):
            return "%s%d" % (sheet.series, sheet.number)
        n -= 1
    return None


def sheets_per(big, small):
    b, s = Sheet.parse(big), Sheet.parse(small)
    if b.series != s.series:
        raise ValueError("series differ")
    if s.number < b.number:
        raise ValueError("small sheet larger than big sheet")
    return 2 ** (s.number - b.number)
