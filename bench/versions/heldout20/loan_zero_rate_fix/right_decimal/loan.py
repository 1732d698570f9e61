"""Loan repayment helpers.

Rates are annual percentages (6 means 6% a year), compounded monthly.
"""
from decimal import Decimal, ROUND_HALF_EVEN

CENT = Decimal("0.01")


def _cents(value):
    return Decimal(value).quantize(CENT, rounding=ROUND_HALF_EVEN)


def monthly_payment(principal, annual_rate, years):
    """Fixed monthly payment for the loan, rounded to cents."""
    r = annual_rate / 100 / 12
    n = years * 12
    if annual_rate == 0:
        payment = principal / n
    else:
        payment = principal * r / (1 - (1 + r) ** -n)
    return round(payment, 2)


def schedule(principal, annual_rate, years):
    """Month-by-month repayment schedule.

    Returns a list of (month, payment, interest, principal_paid, balance) tuples,
    month numbered from 1, every amount rounded to cents. Every payment is the
    monthly_payment() amount except the last one, which is adjusted so the
    balance ends at exactly 0.00.
    """
    r = annual_rate / 100 / 12
    n = years * 12
    payment = _cents(repr(monthly_payment(principal, annual_rate, years)))
    balance = _cents(repr(float(principal)))
    rows = []
    for month in range(1, n + 1):
        interest = _cents(repr(round(float(balance) * r, 2)))
        if month < n:
            paid = payment - interest
        else:
            paid = balance
        balance -= paid
        rows.append((month, float(interest + paid), float(interest), float(paid),
                     float(balance)))
    return rows


def total_interest(principal, annual_rate, years):
    """Total interest paid over the life of the loan."""
    return round(sum(row[2] for row in schedule(principal, annual_rate, years)), 2)
