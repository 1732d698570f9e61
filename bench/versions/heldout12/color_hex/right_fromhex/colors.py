from decimal import ROUND_HALF_UP, Decimal
from string import hexdigits


def hex_to_rgb(text):
    if not isinstance(text, str):
        raise ValueError("expected a string")
    digits = text.removeprefix("#")
    if len(digits) == 3:
        digits = digits[0] * 2 + digits[1] * 2 + digits[2] * 2
    if len(digits) != 6 or any(c not in hexdigits for c in digits):
        raise ValueError(f"bad colour {text!r}")
    r, g, b = bytes.fromhex(digits)
    return (r, g, b)


def rgb_to_hex(r, g, b):
    rgb = (r, g, b)
    if not all(isinstance(v, int) and not isinstance(v, bool) for v in rgb):
        raise ValueError("components must be ints")
    if not all(0 <= v <= 255 for v in rgb):
        raise ValueError("components must be in 0..255")
    return "#" + bytes(rgb).hex()


def mix(color1, color2, weight=0.5):
    if not (0 <= weight <= 1):
        raise ValueError("weight must be within [0, 1]")
    out = []
    for x, y in zip(hex_to_rgb(color1), hex_to_rgb(color2)):
        value = Decimal(x * (1 - weight) + y * weight)
        out.append(int(value.quantize(Decimal(1), rounding=ROUND_HALF_UP)))
    return rgb_to_hex(*out)


def is_dark(color):
    r, g, b = hex_to_rgb(color)
    return (0.299 * r + 0.587 * g + 0.114 * b) < 128
