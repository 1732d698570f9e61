"""Loans for our village toy library (we lend toys out on Saturday mornings).

The loans book is a text file, one loan per line:

    2024-03-02 | Marble run | Okafor

i.e. the day it went out, the toy, and the family. Blank lines and lines
starting with # are skipped.
"""

from datetime import date, timedelta

LOAN_DAYS = 21


def parse_loans(text):
    """The loans in ``text`` as a list of dicts {'lent': date, 'toy': str,
    'family': str}, in the order they're written. A line that doesn't fit is
    a ValueError naming its line number."""
    loans = []
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split("|")]
        if len(parts) != 3 or not parts[1] or not parts[2]:
            raise ValueError(f"line {number}: expected 'date | toy | family'")
        try:
            lent = date.fromisoformat(parts[0])
        except ValueError:
            raise ValueError(f"line {number}: bad date {parts[0]!r}") from None
        loans.append({"lent": lent, "toy": parts[1], "family": parts[2]})
    return loans


def due_date(lent):
    """When a toy lent on ``lent`` has to come back."""
    return lent + timedelta(days=LOAN_DAYS)


def overdue(loans, today):
    """The loans that are late on ``today``: a list of (family, toy, days_late),
    in the order of the loans book. A toy due back today isn't late yet."""
    late = []
    for loan in loans:
        days_late = (today - due_date(loan["lent"])).days
        if days_late > 0:
            late.append((loan["family"], loan["toy"], days_late))
    return late


def by_family(loans):
    """{family: [toys]} with the toys in the order of the loans book."""
    out = {}
    for loan in loans:
        out.setdefault(loan["family"], []).append(loan["toy"])
    return out
