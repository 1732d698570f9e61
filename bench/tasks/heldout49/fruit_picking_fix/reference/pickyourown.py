"""Till helper for the pick-your-own fruit field.

Customers bring their punnets to the hut, we weigh them (punnet and all) on
the scales and charge by the kilo for the fruit.
"""

PENCE_PER_KG = {
    "strawberries": 650,
    "raspberries": 900,
    "blueberries": 1100,
    "gooseberries": 500,
    "cherries": 1200,
}
PUNNET_G = 40  # what an empty punnet weighs
MIN_CHARGE_P = 100  # a punnet with any fruit in it is at least £1


def fruit_name(text):
    """'Strawberries ' -> 'strawberries'; a fruit we don't grow is a ValueError."""
    name = text.strip().lower()
    if name not in PENCE_PER_KG:
        raise ValueError(f"we don't grow {text!r}")
    return name


def punnet_price(fruit, weighed_g):
    """Price in pounds of one punnet weighed at ``weighed_g`` grams, punnet included.

    The fruit is the weight less the empty punnet, charged at the fruit's price
    per kilo and rounded to the nearest penny, but never less than the minimum
    charge. An empty punnet is free (0.0). Less than an empty punnet weighs is
    a ValueError (the scales need zeroing).
    """
    name = fruit_name(fruit)
    if isinstance(weighed_g, bool) or not isinstance(weighed_g, (int, float)):
        raise ValueError("weight must be a number of grams")
    fruit_g = weighed_g - PUNNET_G
    if fruit_g < 0:
        raise ValueError("lighter than an empty punnet")
    if fruit_g == 0:
        return 0.0
    pence = round(fruit_g * PENCE_PER_KG[name] / 1000)
    return max(pence, MIN_CHARGE_P) / 100


def bill(punnets):
    """Total in pounds for a list of (fruit, weighed grams), one per punnet."""
    return round(sum(punnet_price(fruit, grams) for fruit, grams in punnets), 2)


def receipt(punnets):
    """The lines of a receipt: one per punnet, then the total."""
    lines = []
    for fruit, grams in punnets:
        name = fruit_name(fruit)
        lines.append(f"{name:<13} {grams - PUNNET_G:>5} g  £{punnet_price(name, grams):.2f}")
    lines.append(f"{'TOTAL':<22}  £{bill(punnets):.2f}")
    return lines
