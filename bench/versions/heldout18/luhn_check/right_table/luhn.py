DOUBLED = [0, 2, 4, 6, 8, 1, 3, 5, 7, 9]


def _clean(text):
    stripped = text.replace(" ", "").replace("-", "")
    if not all(c in "0123456789" for c in stripped):
        return None
    return stripped


def is_valid(number):
    digits = _clean(number)
    if digits is None or len(digits) < 2:
        return False
    total = 0
    double = False
    for c in reversed(digits):
        total += DOUBLED[int(c)] if double else int(c)
        double = not double
    return total % 10 == 0


def check_digit(partial):
    digits = _clean(partial)
    if not digits:
        raise ValueError("partial must contain digits only")
    for candidate in "0123456789":
        if is_valid(digits + candidate):
            return candidate
    raise AssertionError("unreachable")
