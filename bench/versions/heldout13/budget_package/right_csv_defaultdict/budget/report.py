from collections import defaultdict
from decimal import Decimal


def totals_by_category(transactions):
    acc = defaultdict(Decimal)
    for t in transactions:
        acc[t.category] += t.amount
    return dict(acc)


def monthly_net(transactions):
    acc = defaultdict(Decimal)
    for t in transactions:
        acc[t.date.strftime("%Y-%m")] += t.amount
    return dict(sorted(acc.items()))
