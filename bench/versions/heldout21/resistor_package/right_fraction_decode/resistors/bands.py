from fractions import Fraction

_ORDER = "black brown red orange yellow green blue violet grey white".split()
DIGIT = {c: i for i, c in enumerate(_ORDER)}
MULT = {c: Fraction(10) ** i for i, c in enumerate(_ORDER[:8])}
MULT.update(gold=Fraction(1, 10), silver=Fraction(1, 100))
TOLERANCE = dict(brown=1, red=2, green=0.5, blue=0.25, violet=0.1, grey=0.05, gold=5, silver=10)


def _get(table, colour):
    key = colour.lower() if isinstance(colour, str) else None
    key = "grey" if key == "gray" else key
    try:
        return table[key]
    except KeyError:
        raise ValueError(f"colour {colour!r} not allowed here") from None


def decode(colors):
    bands = list(colors)
    if len(bands) == 4:
        digit_bands = bands[:2]
    elif len(bands) == 5:
        digit_bands = bands[:3]
    else:
        raise ValueError(f"{len(bands)} bands? need 4 or 5")
    significant = int("".join(str(_get(DIGIT, b)) for b in digit_bands))
    value = significant * _get(MULT, bands[-2])
    tol = _get(TOLERANCE, bands[-1])
    return (int(value) if value.denominator == 1 else float(value)), tol
