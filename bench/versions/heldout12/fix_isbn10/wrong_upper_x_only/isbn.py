"""ISBN helpers."""


def _clean(code):
    return code.replace("-", "").replace(" ", "")


def is_valid_isbn10(code):
    if not isinstance(code, str):
        return False
    code = _clean(code)
    if len(code) != 10:
        return False
    if not all(c in "0123456789" for c in code[:9]):
        return False
    last = code[9]
    if last == "X":
        last_value = 10
    elif last in "0123456789":
        last_value = int(last)
    else:
        return False
    digits = [int(c) for c in code[:9]] + [last_value]
    total = sum((10 - i) * d for i, d in enumerate(digits))
    return total % 11 == 0


def isbn10_to_isbn13(code):
    if not is_valid_isbn10(code):
        raise ValueError(f"invalid ISBN-10: {code!r}")
    core = "978" + _clean(code)[:9]
    total = sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(core))
    check = (10 - total % 10) % 10
    return core + str(check)
