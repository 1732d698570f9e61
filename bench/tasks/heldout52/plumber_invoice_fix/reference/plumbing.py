"""Invoices for my plumbing jobs. Money in pounds."""

import math

CALLOUT = 45.00  # every job; it covers the first half hour on site
INCLUDED_MINUTES = 30
HOURLY = 52.00  # labour after the first half hour...
BLOCK_MINUTES = 15  # ...charged in 15-minute blocks, a part block counts as a whole one
OUT_OF_HOURS = 1.5  # call-out and labour are times this on Sundays, before 8am and from 6pm
DAY_STARTS, DAY_ENDS = 8, 18
PARTS_MARKUP = 0.15
VAT = 0.20


def labour(minutes, out_of_hours=False):
    """Call-out plus labour for a job of ``minutes`` minutes on site, to 2 decimal places.

    minutes must be more than 0, else ValueError.
    """
    if minutes <= 0:
        raise ValueError("minutes must be more than 0")
    extra = max(0, minutes - INCLUDED_MINUTES)
    blocks = math.ceil(extra / BLOCK_MINUTES)
    cost = CALLOUT + blocks * HOURLY * BLOCK_MINUTES / 60
    if out_of_hours:
        cost *= OUT_OF_HOURS
    return round(cost, 2)


def is_out_of_hours(when):
    """True for a job starting on a Sunday, before 8:00, or at 18:00 or later."""
    return when.weekday() == 6 or when.hour < DAY_STARTS or when.hour >= DAY_ENDS


def parts_price(costs):
    """What I charge for parts: what they cost me plus PARTS_MARKUP, to 2 decimal places."""
    return round(sum(costs) * (1 + PARTS_MARKUP), 2)


def invoice(start, minutes, part_costs):
    """The invoice for a job that started at ``start`` (a datetime).

    {"labour", "parts", "net", "vat", "total"}: VAT is charged on the whole
    net amount (labour and parts). All to 2 decimal places.
    """
    work = labour(minutes, is_out_of_hours(start))
    parts = parts_price(part_costs)
    net = round(work + parts, 2)
    vat = round(net * VAT, 2)
    return {"labour": work, "parts": parts, "net": net, "vat": vat,
            "total": round(net + vat, 2)}
