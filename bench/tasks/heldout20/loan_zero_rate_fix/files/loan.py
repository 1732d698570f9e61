"""Loan repayment helpers.

Rates are annual percentages (6 means 6% a year), compounded monthly.
"""


def monthly_payment(principal, annual_rate, years):
    """Fixed monthly payment for the loan, rounded to cents."""
    r = annual_rate / 100 / 12
    n = years * 12
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
    payment = monthly_payment(principal, annual_rate, years)
    balance = principal
    rows = []
    for month in range(1, n + 1):
        interest = round(balance * r, 2)
        principal_paid = round(payment - interest, 2)
        balance = round(balance - principal_paid, 2)
        rows.append((month, payment, interest, principal_paid, balance))
    return rows


def total_interest(principal, annual_rate, years):
    """Total interest paid over the life of the loan."""
    return round(sum(row[2] for row in schedule(principal, annual_rate, years)), 2)
