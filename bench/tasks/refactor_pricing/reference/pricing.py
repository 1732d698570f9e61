def _apply_tax(amount, rate):
    return round(amount * (1 + rate), 2)


def book_price(net):
    return _apply_tax(net, 0.07)


def food_price(net, weight_kg):
    return _apply_tax(net * weight_kg, 0.07)


def service_price(hours, hourly_rate):
    return _apply_tax(hours * hourly_rate, 0.19)
