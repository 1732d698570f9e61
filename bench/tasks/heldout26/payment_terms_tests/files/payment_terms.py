"""Due dates and early-payment discounts from the payment terms printed on invoices."""

import calendar
import datetime
from typing import NamedTuple


class Terms(NamedTuple):
    days: int            # days to pay, counted from the invoice date or from month end
    end_of_month: bool   # True: count ``days`` from the last day of the invoice's month
    discount: int        # percent off for paying early, 0 if none
    discount_days: int   # the discount applies up to this many days after the invoice date


def _number(word, low, high):
    if not word.isdigit():
        raise ValueError(f"not a number: {word!r}")
    value = int(word)
    if not low <= value <= high:
        raise ValueError(f"{value} is not from {low} to {high}")
    return value


def parse_terms(text):
    """Read payment terms. Case does not matter, surrounding spaces are ignored
    and words may be separated by any number of spaces. Numbers are plain
    digits (no sign). Accepted forms:

    - ``"due on receipt"`` or ``"receipt"``: ``Terms(0, False, 0, 0)``
    - ``"net N"`` with N from 1 to 120: ``Terms(N, False, 0, 0)``
    - ``"eom"``: ``Terms(0, True, 0, 0)``, due at the end of the month
    - ``"net N eom"`` with N from 1 to 60: ``Terms(N, True, 0, 0)``
    - ``"D/K net N"``: ``Terms(N, False, D, K)``, D percent off when paid
      within K days; N as in "net N", D from 1 to 5, K from 1 and shorter than N

    Anything else raises ValueError.
    """
    words = text.strip().lower().split()
    if words in (["due", "on", "receipt"], ["receipt"]):
        return Terms(0, False, 0, 0)
    if words == ["eom"]:
        return Terms(0, True, 0, 0)
    if len(words) == 2 and words[0] == "net":
        return Terms(_number(words[1], 1, 120), False, 0, 0)
    if len(words) == 3 and words[0] == "net" and words[2] == "eom":
        return Terms(_number(words[1], 1, 60), True, 0, 0)
    if len(words) == 3 and words[1] == "net" and words[0].count("/") == 1:
        days = _number(words[2], 1, 120)
        d, k = words[0].split("/")
        return Terms(days, False, _number(d, 1, 5), _number(k, 1, days - 1))
    raise ValueError(f"unknown payment terms: {text!r}")


def _raw_due(invoice_date, terms):
    start = invoice_date
    if terms.end_of_month:
        last = calendar.monthrange(invoice_date.year, invoice_date.month)[1]
        start = invoice_date.replace(day=last)
    return start + datetime.timedelta(days=terms.days)


def due_date(invoice_date, text):
    """The date by which an invoice dated ``invoice_date`` must be paid under the
    terms ``text``: the invoice date (or, for eom terms, the last day of its
    month) plus the terms' days. A due date on a Saturday or Sunday moves to
    the Monday after."""
    due = _raw_due(invoice_date, parse_terms(text))
    if due.weekday() >= 5:
        due += datetime.timedelta(days=7 - due.weekday())
    return due


def amount_due(total, invoice_date, text, paid_on):
    """What to pay when paying on ``paid_on``: ``total`` less the early-payment
    discount if the terms have one and ``paid_on`` is no later than
    ``discount_days`` after the invoice date (that day included; weekends do
    not move it), else ``total``; rounded to 2 decimals. ``total`` below 0 or
    ``paid_on`` before ``invoice_date`` raises ValueError."""
    if total < 0:
        raise ValueError("total must not be negative")
    if paid_on < invoice_date:
        raise ValueError("paid before the invoice date")
    terms = parse_terms(text)
    if terms.discount and paid_on <= invoice_date + datetime.timedelta(days=terms.discount_days):
        return round(total * (100 - terms.discount) / 100, 2)
    return round(total, 2)


def is_overdue(invoice_date, text, today):
    """True when ``today`` is after the due date; on the due date itself the
    invoice is not overdue yet."""
    return today > due_date(invoice_date, text)
