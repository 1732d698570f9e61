"""ISBN helpers."""

DIGITS = "0123456789"


def is_valid_isbn10(code):
    chars = [c for c in str(code) if c not in "- "]
    if len(chars) != 10:
        return False
    total = 0
    for pos, ch in enumerate(chars):
        if ch in DIGITS:
            value = DIGITS.index(ch)
        elif ch.upper() == "X" and pos == 9:
            value = 10
        else:
            return False
        total += (10 - pos) * value
    return total % 11 == 0


def isbn10_to_isbn13(code):
    if not is_valid_isbn10(code):
        raise ValueError("not a valid ISBN-10")
    nine = "".join(c for c in code if c in DIGITS)[:9]
    core = "978" + nine
    total = 0
    for i, c in enumerate(core):
        total += int(c) * (3 if i % 2 else 1)
    check = 10 - total % 10
    if check == 10:
        check = 0
    return core + str(check)
