"""Small helpers for #rrggbb colors."""
import math
import string

_HEX = set(string.hexdigits)


def parse_hex(s):
    if not isinstance(s, str):
        raise ValueError(f"not a color: {s!r}")
    body = s[1:] if s.startswith("#") else s
    if len(body) not in (3, 6) or not all(ch in _HEX for ch in body):
        raise ValueError(f"not a color: {s!r}")
    if len(body) == 3:
        body = "".join(ch * 2 for ch in body)
    return tuple(int(body[i:i + 2], 16) for i in (0, 2, 4))


def _check_rgb(rgb):
    if len(rgb) != 3:
        raise ValueError(f"need three components: {rgb!r}")
    for c in rgb:
        if isinstance(c, bool) or not isinstance(c, int) or not 0 <= c <= 255:
            raise ValueError(f"bad component {c!r}")


def to_hex(rgb):
    _check_rgb(rgb)
    return "#" + "".join(f"{c:02X}" for c in rgb)


def mix(c1, c2, t):
    if not 0 <= t <= 1:
        raise ValueError("t must be between 0 and 1")
    return tuple(math.floor(a + (b - a) * t + 0.5) for a, b in zip(c1, c2))


def _channel(v):
    c = v / 255
    return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4


def luminance(rgb):
    r, g, b = (_channel(v) for v in rgb)
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def contrast_ratio(c1, c2):
    l1, l2 = sorted((luminance(c1), luminance(c2)), reverse=True)
    return (l1 + 0.05) / (l2 + 0.05)
