import re
from decimal import Decimal, ROUND_HALF_UP

_LONG = re.compile(r"#?([0-9a-fA-F]{2})([0-9a-fA-F]{2})([0-9a-fA-F]{2})")
_SHORT = re.compile(r"#?([0-9a-fA-F])([0-9a-fA-F])([0-9a-fA-F])")


def parse_hex(s):
    m = _LONG.fullmatch(s) or _SHORT.fullmatch(s)
    if m is None:
        raise ValueError("invalid hex color: %r" % (s,))
    return tuple(int(g * (2 // len(g)), 16) for g in m.groups())


def to_hex(rgb):
    r, g, b = rgb
    for c in (r, g, b):
        if type(c) is not int or c < 0 or c > 255:
            raise ValueError("component out of range: %r" % (c,))
    return "#%02x%02x%02x" % (r, g, b)


def mix(c1, c2, t):
    if t < 0 or t > 1:
        raise ValueError("t out of range")
    out = []
    for a, b in zip(c1, c2):
        value = Decimal(a) + (Decimal(b) - Decimal(a)) * Decimal(str(t))
        out.append(int(value.quantize(Decimal(1), rounding=ROUND_HALF_UP)))
    return tuple(out)


def _relative_luminance(rgb):
    weights = (0.2126, 0.7152, 0.0722)
    total = 0.0
    for w, v in zip(weights, rgb):
        s = v / 255.0
        lin = s / 12.92 if s <= 0.03928 else ((s + 0.055) / 1.055) ** 2.4
        total += w * lin
    return total


def contrast_ratio(c1, c2):
    a, b = _relative_luminance(c1), _relative_luminance(c2)
    hi, lo = max(a, b), min(a, b)
    return (hi + 0.05) / (lo + 0.05)
