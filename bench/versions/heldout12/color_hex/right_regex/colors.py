import re

_HEX = re.compile(r"#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})")


def hex_to_rgb(text):
    m = _HEX.fullmatch(text) if isinstance(text, str) else None
    if m is None:
        raise ValueError("invalid colour %r" % (text,))
    digits = m.group(1)
    if len(digits) == 3:
        return tuple(int(c + c, 16) for c in digits)
    return (int(digits[0:2], 16), int(digits[2:4], 16), int(digits[4:6], 16))


def rgb_to_hex(r, g, b):
    parts = []
    for v in (r, g, b):
        if type(v) is not int or v < 0 or v > 255:
            raise ValueError("each component must be an int in 0..255")
        parts.append("%02x" % v)
    return "#" + "".join(parts)


def _round_half_up(x):
    whole = int(x)
    return whole + 1 if x - whole >= 0.5 else whole


def mix(color1, color2, weight=0.5):
    if weight < 0 or weight > 1:
        raise ValueError("weight out of range")
    c1, c2 = hex_to_rgb(color1), hex_to_rgb(color2)
    return rgb_to_hex(*(_round_half_up(a * (1 - weight) + b * weight) for a, b in zip(c1, c2)))


def is_dark(color):
    r, g, b = hex_to_rgb(color)
    brightness = 0.299 * r + 0.587 * g + 0.114 * b
    return brightness < 128
