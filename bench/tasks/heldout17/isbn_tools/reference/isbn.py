"""ISBN-10 / ISBN-13 validation and conversion."""


def normalize(s):
    s = s.replace("-", "").replace(" ", "")
    if s.endswith("x"):
        s = s[:-1] + "X"
    return s


def _isbn10_values(s):
    s = normalize(s)
    if len(s) != 10 or not (s[:9].isascii() and s[:9].isdigit()):
        return None
    last = s[9]
    if last == "X":
        check = 10
    elif last.isascii() and last.isdigit():
        check = int(last)
    else:
        return None
    return [int(c) for c in s[:9]] + [check]


def is_valid_isbn10(s):
    values = _isbn10_values(s)
    if values is None:
        return False
    return sum(v * (10 - i) for i, v in enumerate(values)) % 11 == 0


def _isbn13_check(first12):
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(first12))
    return (10 - total % 10) % 10


def is_valid_isbn13(s):
    s = normalize(s)
    if len(s) != 13 or not (s.isascii() and s.isdigit()):
        return False
    return _isbn13_check(s[:12]) == int(s[12])


def to_isbn13(s):
    if not is_valid_isbn10(s):
        raise ValueError(f"not a valid ISBN-10: {s!r}")
    body = "978" + normalize(s)[:9]
    return body + str(_isbn13_check(body))
