from decimal import Decimal, ROUND_HALF_UP


def format_ohms(value):
    if value < 0:
        raise ValueError("value must not be negative")
    d = Decimal(repr(value)) if isinstance(value, float) else Decimal(value)
    if d == 0:
        return "0Ω"
    d = d.quantize(Decimal(1).scaleb(d.adjusted() - 2), rounding=ROUND_HALF_UP)
    exp3 = min(max(d.adjusted() // 3, 0), 3)
    scaled = d.scaleb(-3 * exp3).normalize()
    text = f"{scaled:f}"
    return text + ["", "k", "M", "G"][exp3] + "Ω"
