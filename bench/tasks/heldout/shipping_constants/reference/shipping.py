FREE_SHIPPING_THRESHOLD = 50.0
BASE_RATE = 4.99
RATE_PER_KG = 1.25


def shipping_cost(order_total, weight_kg):
    """Shipping for an order: free from 50.0 on, else a base rate plus a rate per kg."""
    if order_total >= FREE_SHIPPING_THRESHOLD:
        return 0.0
    return round(BASE_RATE + RATE_PER_KG * weight_kg, 2)
