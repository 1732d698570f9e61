def book_price(net):
    gross = net * (1 + 0.07)
    return round(gross, 2)


def food_price(net, weight_kg):
    base = net * weight_kg
    gross = base * (1 + 0.07)
    return round(gross, 2)


def service_price(hours, hourly_rate):
    base = hours * hourly_rate
    gross = base * (1 + 0.19)
    return round(gross, 2)
