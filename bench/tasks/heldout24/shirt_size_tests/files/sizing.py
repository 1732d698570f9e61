"""The size helper of the shop: which T-shirt size fits a chest measurement."""

# (size, smallest chest in cm for that size), smallest size first
CHART = [
    ("XS", 0),
    ("S", 86),
    ("M", 94),
    ("L", 102),
    ("XL", 110),
    ("XXL", 118),
]

# how many sizes each fit moves away from the chart
FITS = {"slim": -1, "regular": 0, "relaxed": 1}


def _check_chest(chest_cm):
    if isinstance(chest_cm, bool) or not isinstance(chest_cm, (int, float)):
        raise TypeError("chest_cm must be a number")
    if chest_cm <= 0:
        raise ValueError("chest_cm must be more than 0")


def shirt_size(chest_cm, *, fit="regular"):
    """Return the T-shirt size for a chest measurement in centimetres.

    | chest (cm)             | size |
    |------------------------|------|
    | under 86               | XS   |
    | 86 to under 94         | S    |
    | 94 to under 102        | M    |
    | 102 to under 110       | L    |
    | 110 to under 118       | XL   |
    | 118 and over           | XXL  |

    Each row's lower bound belongs to that row: 94 is an M, 93.9 is still an S.
    ``chest_cm`` may be an int or a float.

    ``fit`` (keyword-only) shifts the result along the chart:

    | fit                   | result                                         |
    |-----------------------|------------------------------------------------|
    | "regular" (default)   | the size from the table above                  |
    | "relaxed"             | one size larger, but never larger than XXL     |
    | "slim"                | one size smaller, but never smaller than XS    |

    Fit names are case-sensitive: "Slim" is not a fit.

    Errors:

    * ``TypeError`` if ``chest_cm`` is not an int or a float (``True``/``False`` are
      not measurements)
    * ``ValueError`` if ``chest_cm`` is 0 or less
    * ``ValueError`` if ``fit`` is not one of the three names above
    """
    _check_chest(chest_cm)
    if fit not in FITS:
        raise ValueError(f"unknown fit {fit!r}")
    index = 0
    for i, (_, lowest) in enumerate(CHART):
        if chest_cm >= lowest:
            index = i
    index += FITS[fit]
    index = max(0, min(index, len(CHART) - 1))
    return CHART[index][0]


def chest_range(size):
    """Return ``(lowest, highest)``: the chest measurements in cm that the chart gives ``size``.

    ``lowest`` belongs to the size, ``highest`` does not (it is where the next size
    starts); XXL has no upper end, so its ``highest`` is ``None``.

    | call                   | result       |
    |------------------------|--------------|
    | chest_range("XS")      | (0, 86)      |
    | chest_range("M")       | (94, 102)    |
    | chest_range("xl")      | (110, 118)   |
    | chest_range(" XXL ")   | (118, None)  |

    The size name is case-insensitive and spaces around it are ignored. An unknown
    size raises ``KeyError``.
    """
    name = size.strip().upper()
    for i, (label, lowest) in enumerate(CHART):
        if label == name:
            highest = CHART[i + 1][1] if i + 1 < len(CHART) else None
            return (lowest, highest)
    raise KeyError(size)
