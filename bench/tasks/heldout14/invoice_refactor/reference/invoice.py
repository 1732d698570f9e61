"""Plain-text invoices."""

WIDTH = 48
LABEL_WIDTH = 36
NAME_WIDTH = 20


def line_total(qty, price):
    """qty * price, rounded to cents."""
    return round(qty * price, 2)


def item_line(item):
    """The invoice row for one item dict ("name", "qty", "price").

    qty must be an int > 0 (ValueError otherwise); names longer than 20
    characters are cut to 19 plus "~".
    """
    name, qty, price = item["name"], item["qty"], item["price"]
    if not isinstance(qty, int) or qty <= 0:
        raise ValueError(f"bad quantity for {name!r}: {qty!r}")
    if len(name) > NAME_WIDTH:
        name = name[:NAME_WIDTH - 1] + "~"
    return f"{name:<{NAME_WIDTH}}{qty:>5} x{price:>9.2f}{line_total(qty, price):>12.2f}"


def discount_amount(subtotal, code):
    """How much `code` takes off `subtotal` (0.0 for None); ValueError if unknown.

    "SAVE10": 10% off; "FLAT5": 5.00 off, never more than the subtotal;
    "HALF": 50% off, at most 25.00.
    """
    if code is None:
        return 0.0
    if code == "SAVE10":
        return round(subtotal * 0.10, 2)
    if code == "FLAT5":
        return min(5.0, subtotal)
    if code == "HALF":
        return min(round(subtotal * 0.5, 2), 25.0)
    raise ValueError(f"unknown discount code: {code}")


def summary_row(label, amount):
    """One of the Subtotal / Discount / Total rows."""
    return f"{label:<{LABEL_WIDTH}}{amount:>{WIDTH - LABEL_WIDTH}.2f}"


def render_invoice(items, discount_code=None):
    """Return the invoice for `items` as text, one row per line.

    Each item is a dict with "name", "qty" (an int > 0) and "price". Names
    longer than 20 characters are cut to 19 plus "~". Discount codes: "SAVE10"
    takes 10% off the subtotal, "FLAT5" takes 5.00 off (never more than the
    subtotal), "HALF" takes 50% off but at most 25.00; any other code raises
    ValueError. Money is rounded to cents.
    """
    lines = []
    subtotal = 0.0
    for item in items:
        lines.append(item_line(item))
        subtotal = round(subtotal + line_total(item["qty"], item["price"]), 2)
    lines.append("-" * WIDTH)
    lines.append(summary_row("Subtotal", subtotal))
    discount = discount_amount(subtotal, discount_code)
    if discount_code is not None:
        lines.append(summary_row(f"Discount ({discount_code})", -discount))
    lines.append(summary_row("Total", round(subtotal - discount, 2)))
    return "\n".join(lines)
