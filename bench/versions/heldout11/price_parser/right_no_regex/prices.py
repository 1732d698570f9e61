def _digits(s):
    return s != "" and all(c in "0123456789" for c in s)


def parse_price(text):
    s = text.strip()
    if s.startswith("$"):
        s = s[1:]
    whole, dot, frac = s.partition(".")
    if dot and not (_digits(frac) and len(frac) <= 2):
        raise ValueError("bad decimal part in %r" % text)
    groups = whole.split(",")
    if not all(_digits(g) for g in groups):
        raise ValueError("bad number %r" % text)
    if len(groups) > 1:
        if not 1 <= len(groups[0]) <= 3 or any(len(g) != 3 for g in groups[1:]):
            raise ValueError("bad thousands grouping in %r" % text)
    cents = int("".join(groups)) * 100
    if dot:
        cents += int(frac) * (10 if len(frac) == 1 else 1)
    return cents
