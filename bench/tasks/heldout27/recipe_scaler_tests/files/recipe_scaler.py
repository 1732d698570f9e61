"""Scaling the ingredient lines of a recipe card to a different number of servings."""

import re

_WHOLE = re.compile(r"\d+")
_DECIMAL = re.compile(r"\d+(\.\d+)?")
_FRACTION = re.compile(r"(\d+)/(\d+)")
QUARTERS = {1: "1/4", 2: "1/2", 3: "3/4"}


def _fraction(text):
    match = _FRACTION.fullmatch(text)
    if not match:
        raise ValueError(f"not a fraction: {text!r}")
    top, bottom = int(match[1]), int(match[2])
    if bottom == 0:
        raise ValueError("a fraction cannot have 0 under the line")
    return top / bottom


def parse_quantity(text):
    """The amount written in ``text``, as a float.

    A quantity is a whole number ("2"), a decimal ("0.75"), a fraction
    ("3/4") or a whole number and a fraction separated by whitespace
    ("1 1/2"); whitespace around it is ignored. The amount must be above 0.
    A zero amount, a zero under the line, a sign, or anything else raises
    ValueError.

    >>> parse_quantity("1 1/2")
    1.5
    >>> parse_quantity(" 3/4 ")
    0.75
    """
    parts = text.split()
    if len(parts) == 2 and _WHOLE.fullmatch(parts[0]):
        value = int(parts[0]) + _fraction(parts[1])
    elif len(parts) == 1 and "/" in parts[0]:
        value = _fraction(parts[0])
    elif len(parts) == 1 and _DECIMAL.fullmatch(parts[0]):
        value = float(parts[0])
    else:
        raise ValueError(f"not a quantity: {text!r}")
    if not value > 0:
        raise ValueError("a quantity must be above 0")
    return float(value)


def scale(quantity, serves, to_serves):
    """``quantity`` for ``serves`` people, scaled to ``to_serves`` people.

    ``serves`` and ``to_serves`` are ints from 1 to 50 (bools refused) and
    ``quantity`` is a number above 0; otherwise ValueError.

    >>> scale(200, 4, 6)
    300.0
    """
    for people in (serves, to_serves):
        if not isinstance(people, int) or isinstance(people, bool) or not 1 <= people <= 50:
            raise ValueError("servings must be an int from 1 to 50")
    if not quantity > 0:
        raise ValueError("quantity must be above 0")
    return quantity * to_serves / serves


def format_quantity(value):
    """``value`` (above 0, else ValueError) the way a recipe card writes it.

    It is rounded to the nearest quarter, exact eighths going up, and
    written as a whole number ("2"), a fraction ("1/4", "1/2", "3/4") or
    both ("1 3/4"). An amount below 1/8 rounds to nothing and is written
    "a pinch".

    >>> format_quantity(1.3)
    '1 1/4'
    >>> format_quantity(0.1)
    'a pinch'
    """
    if not value > 0:
        raise ValueError("value must be above 0")
    quarters = int(value * 4 + 0.5)
    if quarters == 0:
        return "a pinch"
    whole, part = divmod(quarters, 4)
    if not part:
        return str(whole)
    if not whole:
        return QUARTERS[part]
    return f"{whole} {QUARTERS[part]}"


def scale_line(line, serves, to_serves):
    """One ingredient line scaled from ``serves`` to ``to_serves`` people.

    The quantity is the line's first two words if together they are one
    (a mixed number such as "1 1/2"), else its first word if that is one.
    It is scaled, written with format_quantity() and joined to the rest of
    the line's words by single spaces. A line that does not start with a
    quantity is returned unchanged. Bad servings raise ValueError as in
    scale().

    >>> scale_line("1 1/2 cups flour", 4, 2)
    '3/4 cups flour'
    >>> scale_line("salt to taste", 4, 8)
    'salt to taste'
    """
    scale(1, serves, to_serves)
    words = line.split()
    for size in (2, 1):
        try:
            quantity = parse_quantity(" ".join(words[:size]))
        except ValueError:
            continue
        amount = format_quantity(scale(quantity, serves, to_serves))
        return " ".join([amount, *words[size:]])
    return line
