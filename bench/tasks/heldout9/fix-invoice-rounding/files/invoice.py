"""Invoice totals.

All money is handled as Decimal; inputs may be given as strings, ints or Decimals.

line_total(qty, unit_price, discount_pct=0): qty * unit_price, minus discount_pct
percent of that, rounded to whole cents with halves rounded up (away from zero),
so 0.125 becomes 0.13.

invoice_totals(lines, tax_pct): lines is a list of dicts with the keys "qty",
"unit_price" and optionally "discount_pct". The subtotal is the sum of the
already rounded line totals. The tax is tax_pct percent of the subtotal, rounded
to cents the same way (halves up). Returns a dict with "subtotal", "tax" and
"total" (subtotal + tax), all Decimals with two decimal places.
"""
from decimal import ROUND_HALF_EVEN, Decimal

CENT = Decimal("0.01")


def _cents(amount):
    return amount.quantize(CENT, rounding=ROUND_HALF_EVEN)


def line_total(qty, unit_price, discount_pct=0):
    gross = Decimal(str(qty)) * Decimal(str(unit_price))
    discount = gross * Decimal(str(discount_pct)) / 100
    return _cents(gross - discount)


def invoice_totals(lines, tax_pct):
    subtotal = Decimal("0.00")
    for line in lines:
        subtotal += line_total(line["qty"], line["unit_price"], line.get("discount_pct", 0))
    tax = (subtotal * Decimal(str(tax_pct)) / 100).quantize(CENT, rounding=ROUND_HALF_EVEN)
    return {"subtotal": subtotal, "tax": tax, "total": subtotal + tax}
