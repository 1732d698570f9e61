COLOURS = ["black", "brown", "red", "orange", "yellow", "green", "blue", "violet", "grey",
           "white"]
TOL = {"brown": 1, "red": 2, "green": 0.5, "blue": 0.25, "violet": 0.1, "grey": 0.05,
       "gold": 5, "silver": 10}


def _norm(c):
    c = str(c).lower()
    return {"gray": "grey"}.get(c, c)


def decode(colors):
    names = [_norm(c) for c in colors]
    if len(names) not in (4, 5):
        raise ValueError("expected 4 or 5 bands, got %d" % len(names))
    digits, mult, tol = names[:-2], names[-2], names[-1]
    number = 0
    for d in digits:
        if d not in COLOURS:
            raise ValueError("bad digit colour: " + d)
        number = number * 10 + COLOURS.index(d)
    if mult == "gold":
        value = round(number / 10, 2)
    elif mult == "silver":
        value = round(number / 100, 2)
    elif mult in COLOURS[:8]:
        value = number * 10 ** COLOURS.index(mult)
    else:
        raise ValueError("bad multiplier colour: " + mult)
    if tol not in TOL:
        raise ValueError("bad tolerance colour: " + tol)
    if isinstance(value, float) and value.is_integer():
        value = int(value)
    return value, TOL[tol]
