import decimal
from decimal import Decimal, localcontext, ROUND_HALF_UP

CENT = Decimal("0.01")


def _cents(amount):
    with localcontext() as ctx:
        ctx.rounding = decimal.ROUND_UP
        return amount.quantize(CENT)


def line_total(qty, unit_price, discount_pct=0):
    gross = Decimal(str(qty)) * Decimal(str(unit_price))
    discount = gross * Decimal(str(discount_pct)) / 100
    return _cents(gross - discount)


def invoice_totals(lines, tax_pct):
    line_totals = [
        line_total(line["qty"], line["unit_price"], line.get("discount_pct", 0))
        for line in lines
    ]
    subtotal = _cents(sum(line_totals, Decimal(0)))
    tax = _cents(subtotal * Decimal(str(tax_pct)) / 100)
    total = subtotal + tax
    return {"subtotal": subtotal, "tax": tax, "total": total}
