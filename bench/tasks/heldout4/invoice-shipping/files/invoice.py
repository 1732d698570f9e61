"""Invoices for the print shop."""

SHIPPING = 4.99
FREE_SHIPPING_FROM = 100.00


def subtotal(items):
    """Sum of quantity * unit price over (description, quantity, unit_price) items."""
    return sum(qty * price for _desc, qty, price in items)


def invoice_total(items):
    """What the customer pays: the subtotal plus shipping, rounded to cents.

    Orders with a subtotal of 100.00 or more ship free.
    """
    total = subtotal(items)
    if total > FREE_SHIPPING_FROM:
        return total
    return total + SHIPPING
