from fractions import Fraction

DIGITS = set("0123456789")


def _uint(token):
    if not token or not set(token) <= DIGITS:
        raise ValueError(f"bad number {token!r}")
    return int(token)


def _ratio(token):
    top, slash, bottom = token.partition("/")
    if not slash:
        raise ValueError(f"bad fraction {token!r}")
    n, d = _uint(top), _uint(bottom)
    if d == 0:
        raise ValueError("denominator is zero")
    return n, d


def parse_mixed(text):
    if not isinstance(text, str):
        raise TypeError("text must be a string")
    s = text.strip()
    negative = s.startswith("-")
    if negative:
        s = s[1:]
    if s[:1] == " ":
        raise ValueError("space after sign")
    parts = [p for p in s.split(" ") if p != ""]
    if len(parts) == 1 and "/" not in parts[0]:
        value = Fraction(_uint(parts[0]))
    elif len(parts) == 1:
        n, d = _ratio(parts[0])
        value = Fraction(n, d)
    elif len(parts) == 2:
        whole = _uint(parts[0])
        n, d = _ratio(parts[1])
        if n < 1 or n >= d:
            raise ValueError("fraction part of a mixed number must be proper")
        value = whole + Fraction(n, d)
    else:
        raise ValueError(f"cannot parse {text!r}")
    return -value if negative else value


def format_mixed(value):
    if type(value) is bool or not isinstance(value, (int, Fraction)):
        raise TypeError("need int or Fraction")
    f = Fraction(value)
    if f == 0:
        return "0"
    prefix = "-" if f < 0 else ""
    f = abs(f)
    whole = f.numerator // f.denominator
    part = f - whole
    pieces = []
    if whole:
        pieces.append(str(whole))
    if part:
        pieces.append(f"{part.numerator}/{part.denominator}")
    return prefix + " ".join(pieces)


def add_mixed(a, b):
    return format_mixed(parse_mixed(a) + parse_mixed(b))
