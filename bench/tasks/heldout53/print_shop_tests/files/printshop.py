"""Prices and timings for flyer jobs at the print shop. Money in pounds."""

import math
from datetime import timedelta

PAPERS = {"standard": 0.0, "recycled": 0.01, "gloss": 0.03}  # extra per flyer
DOUBLE_SIDED = 1.5  # double-sided printing costs this many times single-sided
SETUP_FEE = 5.0  # for small jobs only
SETUP_BELOW = 250  # jobs of fewer flyers than this pay the setup fee
SPARE = 0.05  # spare sheets for misprints, as a share of the sheets
MIN_SPARE = 2
VAT = 0.20


def unit_price(qty, paper="standard"):
    """Price of one flyer in a job of ``qty`` flyers.

    1-99 flyers: 0.12 each, 100-499: 0.09 each, 500 or more: 0.06 each,
    plus the paper's extra. qty must be a whole number, 1 or more, and the
    paper one of PAPERS, else ValueError.
    """
    if not isinstance(qty, int) or isinstance(qty, bool) or qty < 1:
        raise ValueError("qty must be a whole number, 1 or more")
    if paper not in PAPERS:
        raise ValueError(f"unknown paper {paper!r}")
    if qty >= 500:
        base = 0.06
    elif qty >= 100:
        base = 0.09
    else:
        base = 0.12
    return round(base + PAPERS[paper], 2)


def job_price(qty, paper="standard", double_sided=False):
    """Price of a job before VAT, to 2 decimal places: qty times the unit
    price (times DOUBLE_SIDED if double-sided), plus SETUP_FEE for jobs of
    fewer than SETUP_BELOW flyers."""
    price = qty * unit_price(qty, paper)
    if double_sided:
        price *= DOUBLE_SIDED
    if qty < SETUP_BELOW:
        price += SETUP_FEE
    return round(price, 2)


def with_vat(amount):
    """``amount`` plus VAT, to 2 decimal places."""
    return round(amount * (1 + VAT), 2)


def sheets_needed(qty, per_sheet=4):
    """Sheets to put through the printer for ``qty`` flyers, ``per_sheet`` on
    a sheet: enough sheets for every flyer, plus SPARE of that many sheets
    (rounded up), but never fewer than MIN_SPARE spare sheets."""
    if per_sheet < 1:
        raise ValueError("per_sheet must be 1 or more")
    sheets = math.ceil(qty / per_sheet)
    spare = max(MIN_SPARE, math.ceil(sheets * SPARE))
    return sheets + spare


def ready_date(ordered, qty):
    """The day a job is ready: 2 working days after ``ordered`` for up to 1000
    flyers, 4 working days for more. Saturdays and Sundays aren't working
    days."""
    need = 2 if qty <= 1000 else 4
    day = ordered
    while need:
        day += timedelta(days=1)
        if day.weekday() < 5:
            need -= 1
    return day
