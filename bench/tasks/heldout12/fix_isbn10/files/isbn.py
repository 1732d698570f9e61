"""ISBN helpers."""


def is_valid_isbn10(code):
    digits = [int(c) for c in code]
    if len(digits) != 10:
        return False
    total = sum((10 - i) * d for i, d in enumerate(digits))
    return total % 11 == 0


def isbn10_to_isbn13(code):
    if not is_valid_isbn10(code):
        raise ValueError(f"invalid ISBN-10: {code!r}")
    core = "978" + code[:9]
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(core))
    check = 10 - total % 10
    return core + str(check)
