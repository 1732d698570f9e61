from decimal import Decimal


def monthly_totals(entries):
    out = {}
    for month in sorted({e.date.strftime("%Y-%m") for e in entries}):
        amounts = [e.amount for e in entries if e.date.strftime("%Y-%m") == month]
        income = sum((a for a in amounts if a > 0), Decimal(0))
        expenses = sum((-a for a in amounts if a < 0), Decimal(0))
        out[month] = {"income": income, "expenses": expenses, "net": income - expenses}
    return out


def top_categories(entries, n=3):
    totals = {}
    for e in entries:
        if e.amount < 0:
            totals[e.category] = totals.get(e.category, 0) + abs(e.amount)
    names = sorted(totals)
    names.sort(key=lambda c: totals[c], reverse=True)
    return [(c, totals[c]) for c in names[:n]]
