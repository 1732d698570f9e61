"""Summaries over parsed ledger entries."""
from decimal import Decimal


def monthly_totals(entries):
    months = {}
    for e in entries:
        key = f"{e.date.year:04d}-{e.date.month:02d}"
        m = months.setdefault(key, {"income": Decimal("0"), "expenses": Decimal("0")})
        if e.amount > 0:
            m["income"] += e.amount
        else:
            m["expenses"] -= e.amount
    return {k: {"income": v["income"], "expenses": v["expenses"],
                "net": v["income"] - v["expenses"]}
            for k, v in sorted(months.items())}


def top_categories(entries, n=3):
    spent = {}
    for e in entries:
        if e.amount < 0:
            spent[e.category] = spent.get(e.category, Decimal("0")) - e.amount
    ranked = sorted(spent.items(), key=lambda kv: kv[1], reverse=True)
    return ranked[:n]
