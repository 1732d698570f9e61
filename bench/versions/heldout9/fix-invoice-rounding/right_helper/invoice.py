"""Invoice totals (see the original docstring: cents rounded half up)."""
import decimal
from decimal import Decimal


def _d(value):
    return value if isinstance(value, Decimal) else Decimal(str(value))


def _round_cents(amount):
    return amount.quantize(Decimal("0.01"), rounding=decimal.ROUND_HALF_UP)


def line_total(qty, unit_price, discount_pct=0):
    gross = _d(qty) * _d(unit_price)
    return _round_cents(gross * (100 - _d(discount_pct)) / 100)


def invoice_totals(lines, tax_pct):
    subtotal = sum((line_total(l["qty"], l["unit_price"], l.get("discount_pct", 0)) for l in lines),
                   Decimal("0.00"))
    tax = _round_cents(subtotal * _d(tax_pct) / 100)
    return {"subtotal": subtotal, "tax": tax, "total": subtotal + tax}
