from decimal import Decimal

ALIASES = {"gray": "grey"}
DIGIT_COLOURS = ("black", "brown", "red", "orange", "yellow", "green", "blue", "violet",
                 "grey", "white")
EXPONENT = {c: i for i, c in enumerate(DIGIT_COLOURS[:8])}
EXPONENT.update({"gold": -1, "silver": -2})
TOLERANCE = {"brown": 1, "red": 2, "green": 0.5, "blue": 0.25, "violet": 0.1, "grey": 0.05,
             "gold": 5, "silver": 10}


def decode(colors):
    names = []
    for c in colors:
        if not isinstance(c, str):
            raise ValueError(c)
        names.append(ALIASES.get(c.lower(), c.lower()))
    if len(names) < 4 or len(names) > 5:
        raise ValueError("4 or 5 bands please")
    if any(n not in DIGIT_COLOURS for n in names[:-2]):
        raise ValueError("invalid digit band")
    if names[-2] not in EXPONENT:
        raise ValueError("invalid multiplier band")
    if names[-1] not in TOLERANCE:
        raise ValueError("invalid tolerance band")
    digits = "".join(str(DIGIT_COLOURS.index(n)) for n in names[:-2])
    value = Decimal(digits).scaleb(EXPONENT[names[-2]])
    if value % 1 == 0:
        return int(value), TOLERANCE[names[-1]]
    return float(value), TOLERANCE[names[-1]]
