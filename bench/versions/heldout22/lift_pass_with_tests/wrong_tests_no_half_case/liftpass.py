"""Ski lift pass prices."""
from decimal import Decimal, ROUND_HALF_UP

DAY_PRICE = {"infant": 0, "child": 30, "adult": 52, "senior": 41}
DISCOUNT_FROM_DAYS = 6
DISCOUNT = Decimal("0.15")


def category(age):
    """Age group for an age in years."""
    if age < 0:
        raise ValueError("age can't be negative")
    if age <= 5:
        return "infant"
    if age <= 15:
        return "child"
    if age <= 64:
        return "adult"
    return "senior"


def pass_price(age, days):
    """Price in whole euros of a pass for `days` days (1-14)."""
    if days < 1 or days > 14:
        raise ValueError("passes are sold for 1 to 14 days")
    total = Decimal(DAY_PRICE[category(age)] * days)
    if days >= DISCOUNT_FROM_DAYS:
        total = total * (1 - DISCOUNT)
    return int(total.quantize(Decimal("1"), rounding=ROUND_HALF_UP))
