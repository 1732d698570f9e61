"""Luhn checksum helpers."""

SEPARATORS = " -"


def _digits(text):
    """The digits of text with separators removed, or None if anything else is there."""
    digits = []
    for char in text:
        if char in SEPARATORS:
            continue
        if char not in "0123456789":
            return None
        digits.append(int(char))
    return digits


def _luhn_sum(digits):
    """Luhn sum, doubling every second digit counting from the rightmost one."""
    total = 0
    for position, digit in enumerate(reversed(digits)):
        if position % 2 == 1:
            digit *= 2
            if digit > 9:
                digit -= 9
        total += digit
    return total


def is_valid(number: str) -> bool:
    digits = _digits(number)
    if digits is None or len(digits) < 2:
        return False
    return _luhn_sum(digits) % 10 == 0


def check_digit(partial: str) -> str:
    digits = _digits(partial)
    if not digits:
        raise ValueError(f"not a number: {partial!r}")
    total = _luhn_sum(digits + [0])
    return (10 - total % 10) % 10
