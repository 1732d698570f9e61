"""Brew ratios: how much water for how much coffee, and how strong a brew is."""

import math

DEFAULT_RATIO = "1:16"
ICED_HOT_SHARE = 0.6  # iced coffee: this share of the water is brewed hot, the rest is ice


def parse_ratio(text):
    """Parse a brew ratio "coffee:water" and return grams of water per gram of coffee.

        "1:16"       -> 16.0
        "1:15.5"     -> 15.5
        " 1 : 17 "   -> 17.0     spaces around the numbers are ignored
        "2:31"       -> 15.5     the coffee part need not be 1
        "16"         -> 16.0     a bare number means "1:that number"

    Raises ValueError for: an empty text, more than one ":", a part that is not a
    finite number ("1:abc", "1:", "1:inf"), or a part that is 0 or less ("1:0", "0:16").
    """
    parts = text.split(":")
    if len(parts) == 1:
        parts = ["1"] + parts
    if len(parts) != 2:
        raise ValueError(f"not a ratio: {text!r}")
    try:
        coffee, water = (float(part) for part in parts)
    except ValueError:
        raise ValueError(f"not a ratio: {text!r}") from None
    if not (math.isfinite(coffee) and math.isfinite(water)):
        raise ValueError(f"not a ratio: {text!r}")
    if coffee <= 0 or water <= 0:
        raise ValueError(f"ratio parts must be more than 0: {text!r}")
    return water / coffee


def water_for(coffee_g, ratio=DEFAULT_RATIO, *, iced=False):
    """Grams of water to pour over ``coffee_g`` grams of ground coffee.

    The result is an int: water = coffee_g * parse_ratio(ratio), rounded to the
    nearest gram, halves rounding up.

        water_for(20)                 -> 320
        water_for(18.5, "1:15")       -> 278    (277.5)
        water_for(17.5, "1:15")       -> 263    (262.5: a half rounds up)
        water_for(15, "1:17.2")       -> 258
        water_for(20, iced=True)      -> 192    (only 60 % of 320 is poured hot)

    ``iced`` (keyword-only, default False): for iced coffee only 60 % of the water
    is brewed hot (the rest goes in as ice); the function then returns just the hot
    water, rounded the same way after taking the 60 %.

    ValueError if ``coffee_g`` is 0 or less, or if the ratio is invalid (see
    parse_ratio).
    """
    if coffee_g <= 0:
        raise ValueError("coffee_g must be more than 0")
    water = coffee_g * parse_ratio(ratio)
    if iced:
        water *= ICED_HOT_SHARE
    return math.floor(water + 0.5)


def coffee_for(water_g, ratio=DEFAULT_RATIO):
    """Grams of coffee for ``water_g`` grams of water, rounded to 0.1 g.

        coffee_for(250)            -> 15.6   (15.625)
        coffee_for(350)            -> 21.9   (21.875)
        coffee_for(300, "1:15")    -> 20.0
        coffee_for(1000, "1:17")   -> 58.8

    Note: amounts that fall exactly halfway between two tenths follow Python's
    round(); don't rely on which way they go.

    ValueError if ``water_g`` is 0 or less, or if the ratio is invalid.
    """
    if water_g <= 0:
        raise ValueError("water_g must be more than 0")
    return round(water_g / parse_ratio(ratio), 1)


def strength(coffee_g, water_g):
    """Name the strength of a brew from its ratio water_g / coffee_g:

        ratio below 14              -> "strong"
        from 14 up to 17 inclusive  -> "balanced"
        above 17                    -> "weak"

        strength(20, 280)   -> "balanced"   (exactly 14)
        strength(20, 279)   -> "strong"
        strength(20, 340)   -> "balanced"   (exactly 17)
        strength(20, 341)   -> "weak"

    ValueError if either amount is 0 or less.
    """
    if coffee_g <= 0 or water_g <= 0:
        raise ValueError("amounts must be more than 0")
    ratio = water_g / coffee_g
    if ratio < 14:
        return "strong"
    if ratio <= 17:
        return "balanced"
    return "weak"
