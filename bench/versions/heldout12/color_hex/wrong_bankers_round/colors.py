"""Helpers for hex colour codes."""
import math

HEX_DIGITS = set("0123456789abcdefABCDEF")


def hex_to_rgb(text):
    if not isinstance(text, str):
        raise ValueError("colour must be a string")
    body = text[1:] if text.startswith("#") else text
    if len(body) not in (3, 6) or not set(body) <= HEX_DIGITS:
        raise ValueError(f"not a hex colour: {text!r}")
    if len(body) == 3:
        body = "".join(ch * 2 for ch in body)
    return tuple(int(body[i:i + 2], 16) for i in (0, 2, 4))


def rgb_to_hex(r, g, b):
    for value in (r, g, b):
        if not isinstance(value, int) or isinstance(value, bool) or not 0 <= value <= 255:
            raise ValueError(f"component out of range: {value!r}")
    return f"#{r:02x}{g:02x}{b:02x}"


def mix(color1, color2, weight=0.5):
    if not 0 <= weight <= 1:
        raise ValueError("weight must be between 0 and 1")
    a = hex_to_rgb(color1)
    b = hex_to_rgb(color2)
    channels = [round(x * (1 - weight) + y * weight) for x, y in zip(a, b)]
    return rgb_to_hex(*channels)


def is_dark(color):
    r, g, b = hex_to_rgb(color)
    return 0.299 * r + 0.587 * g + 0.114 * b < 128
