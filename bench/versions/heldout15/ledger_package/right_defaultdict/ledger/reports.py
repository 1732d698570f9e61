from collections import defaultdict
from decimal import Decimal
from heapq import nsmallest


def monthly_totals(entries):
    income = defaultdict(Decimal)
    expenses = defaultdict(Decimal)
    for entry in entries:
        month = entry.date.isoformat()[:7]
        if entry.amount >= 0:
            income[month] += entry.amount
        else:
            expenses[month] += -entry.amount
    months = sorted(set(income) | set(expenses))
    return {m: {"income": income[m], "expenses": expenses[m], "net": income[m] - expenses[m]}
            for m in months}


def top_categories(entries, n=3):
    spent = defaultdict(Decimal)
    for entry in entries:
        if entry.amount < 0:
            spent[entry.category] += -entry.amount
    return nsmallest(n, spent.items(), key=lambda item: (-item[1], item[0]))
