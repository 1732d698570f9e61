from fractions import Fraction
from math import gcd


def _digits(s):
    return len(s) > 0 and all("0" <= ch <= "9" for ch in s)


def parse_mixed(text):
    if type(text) is not str:
        raise TypeError("parse_mixed expects a str")
    body = text.strip()
    sign = 1
    if body.startswith("-"):
        sign, body = -1, body[1:]
    if " " in body:
        whole_txt, frac_txt = body.split(" ", 1)
        frac_txt = frac_txt.lstrip(" ")
    else:
        whole_txt, frac_txt = None, body
    if "/" not in frac_txt:
        if whole_txt is not None or not _digits(frac_txt):
            raise ValueError("bad input: " + repr(text))
        return Fraction(sign * int(frac_txt))
    num_txt, den_txt = frac_txt.split("/", 1)
    if not (_digits(num_txt) and _digits(den_txt)):
        raise ValueError("bad input: " + repr(text))
    num, den = int(num_txt), int(den_txt)
    if den == 0:
        raise ValueError("zero denominator")
    if whole_txt is None:
        return Fraction(sign * num, den)
    if not _digits(whole_txt) or not (0 < num < den):
        raise ValueError("bad mixed number: " + repr(text))
    return Fraction(sign * (int(whole_txt) * den + num), den)


def format_mixed(value):
    if isinstance(value, bool) or not isinstance(value, (int, Fraction)):
        raise TypeError("format_mixed expects int or Fraction")
    if isinstance(value, int):
        num, den = value, 1
    else:
        num, den = value.numerator, value.denominator
    g = gcd(num, den)
    num, den = num // g, den // g
    neg = num < 0
    num = -num if neg else num
    whole, rest = num // den, num % den
    if rest == 0:
        out = str(whole)
    elif whole == 0:
        out = f"{rest}/{den}"
    else:
        out = f"{whole} {rest}/{den}"
    return ("-" + out) if neg else out


def add_mixed(a, b):
    return format_mixed(parse_mixed(a) + parse_mixed(b))
