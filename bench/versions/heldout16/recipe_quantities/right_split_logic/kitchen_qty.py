from fractions import Fraction


def _is_int(s):
    return s.isascii() and s.isdigit()


def _one(token):
    if _is_int(token):
        return Fraction(int(token))
    if token.count("/") == 1:
        num, den = token.split("/")
        if _is_int(num) and _is_int(den):
            if int(den) == 0:
                raise ValueError("division by zero")
            return Fraction(int(num), int(den))
    if token.count(".") == 1:
        a, b = token.split(".")
        if (a == "" or _is_int(a)) and (b == "" or _is_int(b)) and (a or b):
            return Fraction(token)
    raise ValueError("bad quantity %r" % token)


def parse_qty(text):
    bits = str(text).split(" ")
    if len(bits) == 1:
        return _one(bits[0])
    if len(bits) == 2 and _is_int(bits[0]) and "/" in bits[1] and "." not in bits[1]:
        return Fraction(int(bits[0])) + _one(bits[1])
    raise ValueError("bad quantity %r" % text)


def format_qty(value):
    v = Fraction(value)
    if v < 0:
        raise ValueError("negative")
    if v == 0:
        return "0"
    if (3 * v).denominator != 1:
        n, rem = divmod(v * 8, 1)
        if rem >= Fraction(1, 2):
            n += 1
        v = Fraction(n or 1, 8)
    whole = v.numerator // v.denominator
    frac = v - whole
    pieces = []
    if whole:
        pieces.append(str(whole))
    if frac:
        pieces.append("%d/%d" % (frac.numerator, frac.denominator))
    return " ".join(pieces) or "0"


def scale_line(line, factor):
    factor = parse_qty(factor) if isinstance(factor, str) else Fraction(factor)
    words = line.split(" ")
    for take in (2, 1):
        if len(words) < take:
            continue
        head = " ".join(words[:take])
        if take == 2 and "/" not in words[1]:
            continue
        try:
            qty = parse_qty(head)
        except ValueError:
            continue
        return " ".join([format_qty(qty * factor)] + words[take:])
    return line
