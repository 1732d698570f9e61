"""How much wall paint to buy, for the DIY corner of our hardware shop's website."""

import math


def _positive_number(name, value):
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value <= 0:
        raise ValueError(f"{name} must be a number greater than 0")


def paint_needed(width, height, *, coats=2, coverage=10.0, openings=0.0,
                 spare=0.1, tin=0.5):
    """Litres of paint to buy for one wall of ``width`` x ``height`` metres.

    The wall area is ``width * height`` minus ``openings`` (the m² of doors and
    windows that are not painted). The paint is ``area * coats / coverage``
    litres, where ``coverage`` is how many m² one litre covers in one coat. On
    top of that comes a ``spare`` share for touch-ups: the paint is multiplied
    by ``1 + spare``. The result is rounded UP to a whole number of ``tin``
    litres (an amount that is already a whole number of tins stays as it is)
    and returned as a float.

    All options are keyword-only:

    * ``coats``: an int of at least 1, default 2.
    * ``coverage``: m² per litre, a number greater than 0, default 10.0.
    * ``openings``: m², at least 0 and less than ``width * height``, default 0.
    * ``spare``: a number from 0 to 0.5 inclusive, default 0.1.
    * ``tin``: litres per tin, a number greater than 0, default 0.5.

    ``width`` and ``height`` must be numbers greater than 0. A number here is an
    int or a float, never a bool. Any value breaking these rules raises
    ValueError.

    >>> paint_needed(4, 2.5)                    # 10 m², 2 coats, +10 %: 2.2 l
    2.5
    >>> paint_needed(4, 2.5, spare=0)           # exactly 2 l
    2.0
    >>> paint_needed(5, 2.4, openings=2, coats=1, tin=1)   # 10 m²: 1.1 l
    2.0
    """
    _positive_number("width", width)
    _positive_number("height", height)
    _positive_number("coverage", coverage)
    _positive_number("tin", tin)
    if isinstance(coats, bool) or not isinstance(coats, int) or coats < 1:
        raise ValueError("coats must be an int of at least 1")
    if isinstance(spare, bool) or not isinstance(spare, (int, float)) or not 0 <= spare <= 0.5:
        raise ValueError("spare must be a number from 0 to 0.5")
    wall = width * height
    if isinstance(openings, bool) or not isinstance(openings, (int, float)):
        raise ValueError("openings must be a number")
    if openings < 0 or openings >= wall:
        raise ValueError("openings must be at least 0 and less than the wall")
    litres = (wall - openings) * coats / coverage * (1 + spare)
    tins = math.ceil(round(litres / tin, 9))
    return float(tins * tin)
