"""Quotes for made-to-measure blinds. Sizes in centimetres, money in pounds."""

import re

FABRIC_PRICE_PER_M2 = {"roller": 28.0, "roman": 45.0, "venetian": 38.0}
MIN_AREA_M2 = 0.5  # small blinds are charged as half a square metre
FITTING_PER_BLIND = 15.0

_SIZE = re.compile(r"\s*(\d+)\s*[xX]\s*(\d+)\s*")


def parse_size(text):
    """"120x150" (width x height in cm, 'x' or 'X', spaces allowed) -> (120, 150)."""
    match = _SIZE.fullmatch(text)
    if not match:
        raise ValueError(f"can't read size {text!r}")
    width, height = int(match.group(1)), int(match.group(2))
    if width == 0 or height == 0:
        raise ValueError("sizes must be more than 0")
    return width, height


def blind_area(width_cm, height_cm):
    """Area charged for, in square metres (never under MIN_AREA_M2), to 2 places."""
    if width_cm <= 0 or height_cm <= 0:
        raise ValueError("sizes must be more than 0")
    return round(max(MIN_AREA_M2, width_cm * height_cm / 10000), 2)


def blind_price(style, width_cm, height_cm):
    """Price of one blind: the charged area times the style's price per square metre.

    The style doesn't care about capitals or outer spaces; unknown is a ValueError.
    """
    key = style.strip().lower()
    if key not in FABRIC_PRICE_PER_M2:
        raise ValueError(f"unknown style: {style!r}")
    return round(blind_area(width_cm, height_cm) * FABRIC_PRICE_PER_M2[key], 2)


def order_total(blinds, fitting=False):
    """Total for an order: blinds is a list of (style, "WxH") pairs.

    With fitting=True, FITTING_PER_BLIND is added for every blind.
    """
    total = 0.0
    for style, size in blinds:
        total += blind_price(style, *parse_size(size))
    if fitting:
        total += FITTING_PER_BLIND * len(blinds)
    return round(total, 2)
