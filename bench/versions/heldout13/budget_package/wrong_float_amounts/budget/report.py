"""Summaries of a list of transactions."""
from decimal import Decimal


def totals_by_category(transactions):
    """{category: total amount}."""
    totals = {}
    for t in transactions:
        totals[t.category] = totals.get(t.category, 0) + t.amount
    return totals


def monthly_net(transactions):
    """{'YYYY-MM': net amount}, months in order."""
    net = {}
    for t in sorted(transactions, key=lambda t: t.date):
        key = f"{t.date.year:04d}-{t.date.month:02d}"
        net[key] = net.get(key, 0) + t.amount
    return net
