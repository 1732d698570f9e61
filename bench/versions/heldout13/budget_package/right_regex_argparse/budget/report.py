"""Reports."""
from decimal import Decimal
from itertools import groupby


def totals_by_category(transactions):
    key = lambda t: t.category  # noqa: E731
    return {cat: sum((t.amount for t in group), Decimal(0))
            for cat, group in groupby(sorted(transactions, key=key), key=key)}


def monthly_net(transactions):
    key = lambda t: (t.date.year, t.date.month)  # noqa: E731
    return {"%04d-%02d" % ym: sum((t.amount for t in group), Decimal(0))
            for ym, group in groupby(sorted(transactions, key=key), key=key)}
