"""ISBN-10 / ISBN-13 check digit validation."""

DIGITS = "0123456789"


def _is_valid_isbn10(code):
    if len(code) != 10:
        return False
    if any(c not in DIGITS for c in code[:9]):
        return False
    last = code[9]
    if last in "Xx":
        last_value = 10
    elif last in DIGITS:
        last_value = int(last)
    else:
        return False
    total = sum(int(c) * (10 - i) for i, c in enumerate(code[:9])) + last_value
    return total % 11 == 0


def _is_valid_isbn13(code):
    if len(code) != 13 or any(c not in DIGITS for c in code):
        return False
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(code))
    return total % 10 == 0


def is_valid_isbn(code):
    if not isinstance(code, str):
        return False
    cleaned = code.replace("-", "").replace(" ", "")
    return _is_valid_isbn10(cleaned) or _is_valid_isbn13(cleaned)
