"""Money back from the bottle return machine at the supermarket (deposit return scheme)."""

CAN = 0.10  # every can
SMALL_BOTTLE = 0.10  # plastic bottles under 1 litre
LARGE_BOTTLE = 0.25  # plastic bottles of 1 litre or more
LARGE_ML = 1000
BIGGEST_ML = 3000  # the machine won't take anything bigger


def bottle_size(label):
    """The size of a bottle in ml from the label I type in: '330ml' -> 330, '2l' -> 2000.

    Capitals and spaces don't matter. Anything else, a size of 0 or less, or over
    BIGGEST_ML is a ValueError.
    """
    text = label.strip().lower().replace(" ", "")
    if text.endswith("ml"):
        number, scale = text[:-2], 1
    elif text.endswith("l"):
        number, scale = text[:-1], 1000
    else:
        raise ValueError(f"not a bottle size: {label!r}")
    try:
        ml = int(number) * scale
    except ValueError:
        raise ValueError(f"not a bottle size: {label!r}") from None
    if not 0 < ml <= BIGGEST_ML:
        raise ValueError(f"the machine won't take {label!r}")
    return round(ml)


def deposit_for(label):
    """The deposit on one item: 'can' (any capitals), or a bottle size label."""
    if label.strip().lower() == "can":
        return CAN
    if bottle_size(label) >= LARGE_ML:
        return LARGE_BOTTLE
    return SMALL_BOTTLE


def refund(labels):
    """What the machine's voucher should say for a bag of returns, in pounds to 2 places."""
    return round(sum(deposit_for(label) for label in labels), 2)


def count_items(labels):
    """How many cans, small bottles and large bottles: a dict with those three keys."""
    counts = {"cans": 0, "small": 0, "large": 0}
    for label in labels:
        if label.strip().lower() == "can":
            counts["cans"] += 1
        elif bottle_size(label) >= LARGE_ML:
            counts["large"] += 1
        else:
            counts["small"] += 1
    return counts
