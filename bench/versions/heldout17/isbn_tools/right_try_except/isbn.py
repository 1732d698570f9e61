DIGITS = "0123456789"


def normalize(s):
    out = "".join(ch for ch in s if ch not in "- ")
    if out and out[-1] == "x":
        out = out[:-1] + "X"
    return out


def is_valid_isbn10(s):
    try:
        code = normalize(s)
        if len(code) != 10:
            return False
        total = 0
        for pos, ch in enumerate(code):
            if ch in DIGITS:
                value = DIGITS.index(ch)
            elif ch == "X" and pos == 9:
                value = 10
            else:
                return False
            total += value * (10 - pos)
        return total % 11 == 0
    except Exception:
        return False


def is_valid_isbn13(s):
    try:
        code = normalize(s)
        if len(code) != 13 or any(ch not in DIGITS for ch in code):
            return False
        total = 0
        for pos, ch in enumerate(code):
            total += DIGITS.index(ch) * (3 if pos % 2 == 1 else 1)
        return total % 10 == 0
    except Exception:
        return False


def to_isbn13(s):
    if not is_valid_isbn10(s):
        raise ValueError("%r is not a valid ISBN-10" % (s,))
    first12 = "978" + normalize(s)[:9]
    total = 0
    for pos, ch in enumerate(first12):
        total += int(ch) * (3 if pos % 2 == 1 else 1)
    check = (10 - total % 10) % 10
    return first12 + str(check)
