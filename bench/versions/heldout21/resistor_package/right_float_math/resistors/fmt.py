import math


def format_ohms(value):
    if value < 0:
        raise ValueError("negative resistance")
    if value == 0:
        return "0Ω"
    digits = math.floor(math.log10(value))
    scale = 10 ** (digits - 2)
    rounded = math.floor(value / scale + 0.5 + 1e-9) * scale
    for limit, prefix in ((1e9, "G"), (1e6, "M"), (1e3, "k"), (1, "")):
        if rounded >= limit or limit == 1:
            shown = rounded / limit
            break
    text = ("%.6f" % shown).rstrip("0").rstrip(".")
    return text + prefix + "Ω"
