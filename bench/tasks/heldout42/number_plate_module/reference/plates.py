"""UK number plates in the current style (since September 2001): AB12 CDE."""

import string

LETTERS = set(string.ascii_uppercase)


def normalise(plate):
    """The plate in capitals with one space before the last three letters: "AB12 CDE"."""
    text = plate.replace(" ", "").upper()
    if len(text) != 7:
        raise ValueError(f"not a number plate: {plate!r}")
    head, digits, tail = text[:2], text[2:4], text[4:]
    if not (set(head) <= LETTERS and set(tail) <= LETTERS):
        raise ValueError(f"not a number plate: {plate!r}")
    if not (digits.isascii() and digits.isdigit()) or int(digits) < 2:
        raise ValueError(f"not a number plate: {plate!r}")
    return f"{head}{digits} {tail}"


def _period(plate):
    """(year, month) the plate's registration period starts."""
    number = int(normalise(plate)[2:4])
    if number <= 50:
        return 2000 + number, 3
    return 2000 + number - 50, 9


def registered(plate):
    """(first month, last month) the plate could have been issued, as "YYYY-MM"."""
    year, month = _period(plate)
    if month == 3:
        return f"{year}-03", f"{year}-08"
    return f"{year}-09", f"{year + 1}-02"


def age_identifier(year, month):
    """The two digits a car first registered in that month gets."""
    if not 1 <= month <= 12:
        raise ValueError("month must be 1 to 12")
    if (year, month) < (2001, 9) or (year, month) > (2050, 8):
        raise ValueError("only September 2001 to August 2050")
    if 3 <= month <= 8:
        number = year % 100
    elif month >= 9:
        number = year % 100 + 50
    else:
        number = (year - 1) % 100 + 50
    return f"{number:02d}"


def newest_first(plates):
    """The plates normalised, newest registration period first (same period: order given)."""
    tidy = [normalise(p) for p in plates]
    return sorted(tidy, key=_period, reverse=True)
