from decimal import Decimal, ROUND_HALF_UP


def format_ohms(value):
    if value < 0:
        raise ValueError("negative")
    number = Decimal(str(value))
    if number:
        number = number.quantize(Decimal("1e%d" % (number.adjusted() - 2)), ROUND_HALF_UP)
    prefix_index = 0
    while number >= 1000 and prefix_index < 3:
        number /= 1000
        prefix_index += 1
    text = "{:f}".format(number)
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    return text + ("", "k", "M", "G")[prefix_index] + "Ω"
