from decimal import Decimal, ROUND_HALF_UP


def split_bill(total_cents, people, tip_percent=0):
    if people < 1 or total_cents < 0:
        raise ValueError("invalid arguments")
    tip = (Decimal(total_cents) * Decimal(tip_percent) / Decimal(100)).quantize(
        Decimal(1), rounding=ROUND_HALF_UP
    )
    grand = total_cents + int(tip)
    base = grand // people
    remainder = grand - base * people
    result = []
    for i in range(people):
        result.append(base + (1 if i < remainder else 0))
    return result
