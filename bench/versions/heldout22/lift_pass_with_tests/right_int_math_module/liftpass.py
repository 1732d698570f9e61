PRICES = (("infant", 5, 0), ("child", 15, 30), ("adult", 64, 52), ("senior", None, 41))


def category(age):
    if age < 0:
        raise ValueError("negative age")
    for name, upto, _ in PRICES:
        if upto is None or age <= upto:
            return name


def pass_price(age, days):
    if not 1 <= days <= 14:
        raise ValueError("days must be between 1 and 14")
    name = category(age)
    per_day = next(price for n, _, price in PRICES if n == name)
    cents = per_day * days * 100
    if days >= 6:
        cents = cents * 85 // 100
    return (cents + 50) // 100
