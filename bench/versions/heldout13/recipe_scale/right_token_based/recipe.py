from fractions import Fraction


def _simple(tok):
    """A single token: '3', '3/4' or '0.5'. Returns Fraction or None."""
    if tok.isdigit():
        return Fraction(int(tok))
    if tok.count("/") == 1:
        a, b = tok.split("/")
        if a.isdigit() and b.isdigit() and int(b) != 0:
            return Fraction(int(a), int(b))
        return None
    if tok.count(".") == 1:
        a, b = tok.split(".")
        if a.isdigit() and b.isdigit():
            return Fraction(int(a + b), 10 ** len(b))
    return None


def _mixed(tok1, tok2):
    if tok1.isdigit() and "/" in tok2:
        frac = _simple(tok2)
        if frac is not None:
            return int(tok1) + frac
    return None


def parse_quantity(text):
    parts = text.split(" ")
    if len(parts) == 1:
        value = _simple(parts[0])
    elif len(parts) == 2:
        value = _mixed(parts[0], parts[1])
    else:
        value = None
    if value is None:
        raise ValueError("bad quantity: %r" % (text,))
    return value


def format_quantity(q):
    q = Fraction(q)
    if q.denominator not in (1, 2, 3, 4, 8):
        eighths = (q.numerator * 16 + q.denominator) // (2 * q.denominator)
        q = Fraction(eighths, 8)
    n, d = q.numerator, q.denominator
    if d == 1:
        return str(n)
    if n < d:
        return "%d/%d" % (n, d)
    return "%d %d/%d" % (n // d, n % d, d)


def scale_line(line, factor):
    words = line.split(" ")
    if len(words) >= 2 and _mixed(words[0], words[1]) is not None:
        qty, rest = _mixed(words[0], words[1]), words[2:]
    elif words and _simple(words[0]) is not None:
        qty, rest = _simple(words[0]), words[1:]
    else:
        return line
    return " ".join([format_quantity(qty * Fraction(factor))] + rest)
