"""ISBN-10 validation."""

DIGITS = "0123456789"


def is_valid_isbn10(code):
    chars = code.replace("-", "")
    if len(chars) != 10:
        return False
    if not all(c in DIGITS for c in chars[:9]):
        return False
    last = chars[9]
    if last not in DIGITS and last != "X":
        return False
    values = [int(c) for c in chars[:9]] + [10 if last == "X" else int(last)]
    total = sum(weight * value for weight, value in zip(range(10, 0, -1), values))
    return total % 11 == 0
