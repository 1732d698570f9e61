"""Formatting prices for the shop's receipts. Prices are whole numbers of cents."""


def format_price(cents):
    """A price in cents as text: 1250 -> '$12.50', 123456 -> '$1,234.56'."""
    dollars, rest = divmod(cents, 100)
    return f"${dollars:,}.{rest:02d}"


def receipt_line(name, cents, quantity=1):
    """One line of a receipt: the item, the quantity and the line's price."""
    return f"{name} x{quantity}  {format_price(cents * quantity)}"
