import sys


def dart_value(token):
    t = token.upper()
    if t == "MISS":
        return 0, False
    if t == "25":
        return 25, False
    if t == "BULL":
        return 50, True
    if len(t) < 2 or t[0] not in "SDT":
        raise ValueError(token)
    digits = t[1:]
    if not digits.isdigit() or not digits.isascii() or digits.startswith("0"):
        raise ValueError(token)
    n = int(digits)
    if n > 20:
        raise ValueError(token)
    mult = "SDT".index(t[0]) + 1
    return n * mult, mult == 2


def error(text):
    print(text, file=sys.stderr)
    sys.exit(2)


if __name__ == "__main__":
    argv = sys.argv[1:]
    if len(argv) not in (2, 3, 4):
        error("usage: python darts.py REMAINING DART [DART [DART]]")
    raw = argv[0]
    ok = raw.isascii() and raw.isdigit() and not raw.startswith("0") and 2 <= int(raw) <= 501
    if not ok:
        error(f"error: bad score '{raw}'")
    remaining = int(raw)
    values = []
    for tok in argv[1:]:
        try:
            values.append(dart_value(tok))
        except ValueError:
            error(f"error: bad dart '{tok}'")
    current = remaining
    finished = None
    for points, double in values:
        if finished:
            error("error: turn already over")
        current -= points
        if current == 0:
            finished = "CHECKOUT" if double else f"BUST, {remaining} left"
        elif current < 2:
            finished = f"BUST, {remaining} left"
    print(finished or f"{current} left")
