"""Quotes for cut glass, the way I price it in the workshop.

Sizes are in millimetres; prices in pounds.
"""

import math

PRICE_PER_M2 = {4: 32.00, 6: 41.00, 10: 68.00}  # float glass, by thickness in mm
TOUGHENED = 1.40  # toughened glass costs 40% more
MIN_AREA = 0.25  # a pane smaller than this is charged as this many square metres
SIZE_LIMITS = (50, 2400)  # shortest and longest side I can cut, in mm
POLISH_PER_M = 3.50  # polished edges, per metre of edge (part metres round up)
FITTING_CALL = 45.00  # coming out to fit: once per job
FITTING_PANE = 12.00  # and this for each pane fitted
VAT = 0.20


def area(width, height):
    """Area of a pane in square metres, to 3 decimal places.

    Both sides must be within SIZE_LIMITS (the ends included), else ValueError.
    """
    low, high = SIZE_LIMITS
    for side in (width, height):
        if not low <= side <= high:
            raise ValueError(f"sides must be {low} to {high} mm")
    return round(width * height / 1_000_000, 3)


def pane_price(width, height, thickness=4, toughened=False, polished=False):
    """Price of one pane, to 2 decimal places.

    The area (at least MIN_AREA) times the price for the thickness, 40% more
    if toughened, plus polished edges if asked for: the whole way round, per
    metre, part metres rounded up. A thickness I don't stock is a ValueError.
    """
    if thickness not in PRICE_PER_M2:
        raise ValueError(f"no {thickness} mm glass")
    price = max(area(width, height), MIN_AREA) * PRICE_PER_M2[thickness]
    if toughened:
        price *= TOUGHENED
    if polished:
        edge_m = math.ceil(2 * (width + height) / 1000)
        price += edge_m * POLISH_PER_M
    return round(price, 2)


def quote(panes, fitted=False):
    """The quote for a job: {"panes", "glass", "fitting", "vat", "total"}.

    panes is a list of dicts with the keys pane_price takes ("width" and
    "height", and "thickness", "toughened" and "polished" if wanted).
    "panes" is how many there are, "glass" the sum of their prices.
    Fitting, when fitted is True, is FITTING_CALL plus FITTING_PANE per pane,
    otherwise 0. VAT is 20% of glass plus fitting. Money to 2 decimal
    places. No panes at all is a ValueError.
    """
    if not panes:
        raise ValueError("a quote needs at least one pane")
    glass = round(sum(pane_price(**pane) for pane in panes), 2)
    fitting = FITTING_CALL + FITTING_PANE * len(panes) if fitted else 0.0
    vat = round((glass + fitting) * VAT, 2)
    return {"panes": len(panes), "glass": glass, "fitting": fitting, "vat": vat,
            "total": round(glass + fitting + vat, 2)}
