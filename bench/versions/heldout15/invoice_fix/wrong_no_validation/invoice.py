"""Simple invoices with line items, a percentage discount and tax."""
from decimal import ROUND_HALF_UP, Decimal

CENT = Decimal("0.01")


def money(value):
    """Round a Decimal to whole cents, half up."""
    return Decimal(value).quantize(CENT, rounding=ROUND_HALF_UP)


class Invoice:
    def __init__(self, customer, tax_rate="0"):
        self.customer = customer
        self.tax_rate = Decimal(tax_rate)
        self.discount_pct = Decimal("0")
        self.lines = []

    def add_line(self, description, unit_price, qty=1):
        if qty <= 0:
            raise ValueError("qty must be positive")
        for line in self.lines:
            if line["description"] == description:
                line["qty"] += qty
                return
        self.lines.append({"description": description,
                           "unit_price": Decimal(str(unit_price)),
                           "qty": qty})

    def remove_line(self, description):
        for i, line in enumerate(self.lines):
            if line["description"] == description:
                del self.lines[i]
                return
        raise KeyError(description)

    def set_discount(self, pct):
        pct = Decimal(str(pct))
        self.discount_pct = pct

    def subtotal(self):
        return money(sum((l["unit_price"] * l["qty"] for l in self.lines), Decimal("0")))

    def discount(self):
        return money(self.subtotal() * self.discount_pct / 100)

    def tax(self):
        return money((self.subtotal() - self.discount()) * self.tax_rate)

    def total(self):
        return self.subtotal() - self.discount() + self.tax()

    def summary(self):
        rows = [f"Invoice for {self.customer}"]
        for l in self.lines:
            amount = money(l["unit_price"] * l["qty"])
            rows.append(f"  {l['description']:<20} {l['qty']:>3} x {l['unit_price']:>8} = {amount:>9}")
        rows.append(f"  {'Subtotal':<34} {self.subtotal():>9}")
        if self.discount_pct:
            rows.append(f"  {'Discount ' + str(self.discount_pct) + '%':<34} {-self.discount():>9}")
        rows.append(f"  {'Tax':<34} {self.tax():>9}")
        rows.append(f"  {'Total':<34} {self.total():>9}")
        return "\n".join(rows)
