"""Plain-text invoices."""

WIDTH = 48

DISCOUNTS = {
    "SAVE10": lambda subtotal: round(subtotal * 0.10, 2),
    "FLAT5": lambda subtotal: min(5.0, subtotal),
    "HALF": lambda subtotal: min(round(subtotal * 0.5, 2), 25.0),
}


def line_total(qty, price):
    return round(qty * price, 2)


def _short_name(name, limit=20):
    return name if len(name) <= limit else name[: limit - 1] + "~"


def item_line(item):
    name, qty, price = item["name"], item["qty"], item["price"]
    if not isinstance(qty, int) or qty <= 0:
        raise ValueError(f"bad quantity for {name!r}: {qty!r}")
    amount = line_total(qty, price)
    return f"{_short_name(name):<20}{qty:>5} x{price:>9.2f}{amount:>12.2f}"


def discount_amount(subtotal, code):
    if code is None:
        return 0.0
    try:
        rule = DISCOUNTS[code]
    except KeyError:
        raise ValueError(f"unknown discount code: {code}") from None
    return rule(subtotal)


def summary_row(label, amount):
    return f"{label:<36}{amount:>12.2f}"


def render_invoice(items, discount_code=None):
    """Return the invoice for `items` as text, one row per line.

    Each item is a dict with "name", "qty" (an int > 0) and "price". Names
    longer than 20 characters are cut to 19 plus "~". Discount codes: "SAVE10"
    takes 10% off the subtotal, "FLAT5" takes 5.00 off (never more than the
    subtotal), "HALF" takes 50% off but at most 25.00; any other code raises
    ValueError. Money is rounded to cents.
    """
    rows = [item_line(item) for item in items]
    subtotal = 0.0
    for item in items:
        subtotal = round(subtotal + line_total(item["qty"], item["price"]), 2)
    discount = discount_amount(subtotal, discount_code)
    rows += ["-" * WIDTH, summary_row("Subtotal", subtotal)]
    if discount_code is not None:
        rows.append(summary_row("Discount (%s)" % discount_code, -discount))
    rows.append(summary_row("Total", round(subtotal - discount, 2)))
    return "\n".join(rows)
