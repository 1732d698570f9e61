"""Working out my car insurance renewal, so I can check the quotes they send me.

Money is in pounds. The insurer's rules, from the policy booklet:
- no-claims discount (NCD) goes by the number of claim-free years, see NCD_TABLE;
  5 years or more gets the top rate;
- every claim-free year adds a year, up to MAX_NCD_YEARS;
- each claim in the year takes 2 years off (never below 0), and that year adds nothing;
- with protected NCD, up to 2 claims in the year don't cost any years (the year still
  adds nothing); a 3rd claim or more takes 2 years off each, as if unprotected;
- extras are added after the discount, and insurance premium tax (IPT) is charged on
  the whole lot.
"""

import math

NCD_TABLE = {0: 0.0, 1: 0.25, 2: 0.35, 3: 0.45, 4: 0.55, 5: 0.65}
MAX_NCD_YEARS = 9
EXTRAS = {"breakdown": 45.0, "legal": 25.0, "courtesy car": 20.0, "protected ncd": 35.0}
IPT = 0.12
MONTHLY_INTEREST = 0.099


def ncd_discount(years):
    """The no-claims discount as a fraction: 0.0 for 0 years up to 0.65 for 5+ years."""
    if not isinstance(years, int) or isinstance(years, bool) or years < 0:
        raise ValueError("years must be a whole number, 0 or more")
    return NCD_TABLE[min(years, 5)]


def ncd_after_year(years, claims=0, protected=False):
    """Claim-free years at renewal, after a year with ``claims`` claims."""
    if claims < 0:
        raise ValueError("claims can't be negative")
    if claims == 0:
        return min(years + 1, MAX_NCD_YEARS)
    costly = max(0, claims - 2) if protected else claims
    return max(0, years - 2 * costly)


def premium(base, years, extras=()):
    """The yearly price: base less NCD, plus the extras, plus IPT, to 2 decimal places."""
    if base <= 0:
        raise ValueError("base must be more than 0")
    total = base * (1 - ncd_discount(years))
    for extra in extras:
        name = extra.strip().lower()
        if name not in EXTRAS:
            raise ValueError(f"unknown extra: {extra!r}")
        total += EXTRAS[name]
    return round(total * (1 + IPT), 2)


def monthly(annual):
    """Paying monthly: MONTHLY_INTEREST on top, split in 12 and rounded UP to the penny."""
    return math.ceil(round(annual * (1 + MONTHLY_INTEREST) * 100 / 12, 6)) / 100
