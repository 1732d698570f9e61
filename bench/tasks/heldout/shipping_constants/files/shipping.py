def shipping_cost(order_total, weight_kg):
    """Shipping for an order: free from 50.0 on, else a base rate plus a rate per kg."""
    if order_total >= 50.0:
        return 0.0
    return round(4.99 + 1.25 * weight_kg, 2)
