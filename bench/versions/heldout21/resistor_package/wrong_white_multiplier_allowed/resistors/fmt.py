"""Format resistances like 4.7kΩ."""
from decimal import Decimal, ROUND_HALF_UP

PREFIXES = [(Decimal(10) ** 9, "G"), (Decimal(10) ** 6, "M"), (Decimal(10) ** 3, "k")]


def _three_sig(value):
    if value == 0:
        return Decimal(0)
    exponent = value.adjusted()  # position of the leading digit
    quantum = Decimal(1).scaleb(exponent - 2)
    return value.quantize(quantum, rounding=ROUND_HALF_UP)


def format_ohms(value):
    if value < 0:
        raise ValueError("resistance cannot be negative")
    rounded = _three_sig(Decimal(str(value)))
    prefix = ""
    for size, symbol in PREFIXES:
        if rounded >= size:
            rounded = rounded / size
            prefix = symbol
            break
    text = format(rounded.normalize(), "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return f"{text}{prefix}Ω"
