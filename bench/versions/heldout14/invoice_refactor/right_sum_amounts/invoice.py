"""Plain-text invoices."""

WIDTH = 48


def line_total(qty, price):
    """Amount for one line, rounded to cents."""
    return round(qty * price, 2)


def item_line(item):
    """Formatted invoice row for a single item."""
    name = item["name"]
    qty = item["qty"]
    price = item["price"]
    if not isinstance(qty, int) or qty <= 0:
        raise ValueError(f"bad quantity for {name!r}: {qty!r}")
    if len(name) > 20:
        name = name[:19] + "~"
    return "{:<20}{:>5} x{:>9.2f}{:>12.2f}".format(name, qty, price, line_total(qty, price))


def discount_amount(subtotal, code):
    """Positive amount taken off the subtotal by `code`."""
    if code is None:
        discount = 0.0
    elif code == "SAVE10":
        discount = round(subtotal * 0.10, 2)
    elif code == "FLAT5":
        discount = min(5.0, subtotal)
    elif code == "HALF":
        discount = min(round(subtotal * 0.5, 2), 25.0)
    else:
        raise ValueError(f"unknown discount code: {code}")
    return discount


def summary_row(label, amount):
    """A Subtotal / Discount / Total row."""
    return label.ljust(36) + format(amount, ".2f").rjust(12)


def render_invoice(items, discount_code=None):
    """Return the invoice for `items` as text, one row per line."""
    lines = []
    amounts = []
    for item in items:
        lines.append(item_line(item))
        amounts.append(line_total(item["qty"], item["price"]))
    subtotal = round(sum(amounts), 2)
    lines.append("-" * WIDTH)
    lines.append(summary_row("Subtotal", subtotal))
    discount = discount_amount(subtotal, discount_code)
    if discount_code is not None:
        lines.append(summary_row(f"Discount ({discount_code})", -discount))
    lines.append(summary_row("Total", round(subtotal - discount, 2)))
    return "\n".join(lines)
