import re

_HEX = re.compile(r"#?([0-9a-fA-F]{3}|[0-9a-fA-F]{6})")


def hex_to_rgb(text):
    match = _HEX.fullmatch(text)
    if not match:
        raise ValueError(f"not a hex colour: {text!r}")
    digits = match.group(1)
    if len(digits) == 3:
        digits = "".join(d * 2 for d in digits)
    return tuple(int(digits[i:i + 2], 16) for i in (0, 2, 4))


def rgb_to_hex(r, g, b):
    for value in (r, g, b):
        if not 0 <= value <= 255:
            raise ValueError(f"colour value out of range: {value}")
    return f"#{r:02x}{g:02x}{b:02x}"
