"""Prices for photo prints ordered at the shop counter."""

PRICES = {"6x4": 0.15, "7x5": 0.35, "8x6": 0.50, "10x8": 1.20}  # pounds per print
BULK_QUANTITY = 50  # this many prints of one size (or more) get the bulk discount
BULK_DISCOUNT = 0.10  # 10% off that line


def line_cost(size, quantity):
    """Cost of ``quantity`` prints of one size, in pounds, to 2 decimal places.

    ``quantity`` must be a whole number, 0 or more, else ValueError.
    """
    if isinstance(quantity, bool) or not isinstance(quantity, int) or quantity < 0:
        raise ValueError("quantity must be a whole number, 0 or more")
    price = PRICES.get(size, 0)
    cost = price * quantity
    if quantity > BULK_QUANTITY:
        cost *= 1 - BULK_DISCOUNT
    return round(cost, 2)


def order_total(order):
    """Total for an order, a list of (size, quantity) pairs, in pounds, to 2 decimal places."""
    return round(sum(line_cost(size, quantity) for size, quantity in order), 2)


def receipt(order):
    """Receipt lines like "50 x 6x4 = 6.75", one per pair, then "Total = 6.75"."""
    lines = [f"{quantity} x {size} = {line_cost(size, quantity):.2f}"
             for size, quantity in order]
    lines.append(f"Total = {order_total(order):.2f}")
    return lines
