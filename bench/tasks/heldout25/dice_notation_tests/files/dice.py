"""Board-game dice notation such as "2d6+3", as typed into our game-night helper."""

import re

SIDES = (2, 4, 6, 8, 10, 12, 20, 100)
MAX_COUNT = 100

_PATTERN = re.compile(r"(\d*)[dD](\d+|%)(?: *([+-]) *(\d+))?")


def parse_roll(text):
    """Parse dice notation and return ``(count, sides, modifier)`` as ints.

    The notation is ``[count]d<sides>[+K | -K]``:

    * ``count`` is how many dice; it may be left out and then means 1. It must
      be from 1 to 100 inclusive.
    * the ``d`` may be written ``D``.
    * ``sides`` must be one of 2, 4, 6, 8, 10, 12, 20 or 100; ``%`` means 100.
    * the optional modifier is ``+`` or ``-`` followed by digits; it is returned
      as a signed int, and as 0 when there is none.
    * whitespace of any kind is allowed at the start and at the end, and plain
      spaces on either side of the ``+`` or ``-`` sign; none anywhere else.

    Anything else, including text after the notation, raises ValueError.
    A ``text`` that is not a str raises TypeError.

    >>> parse_roll("2d6+3")
    (2, 6, 3)
    >>> parse_roll(" D20 - 1 ")
    (1, 20, -1)
    >>> parse_roll("3d%")
    (3, 100, 0)
    """
    if not isinstance(text, str):
        raise TypeError("dice notation must be a str")
    match = _PATTERN.fullmatch(text.strip())
    if match is None:
        raise ValueError(f"not dice notation: {text!r}")
    count_text, sides_text, sign, amount = match.groups()
    count = int(count_text) if count_text else 1
    if not 1 <= count <= MAX_COUNT:
        raise ValueError(f"count must be from 1 to {MAX_COUNT}")
    sides = 100 if sides_text == "%" else int(sides_text)
    if sides not in SIDES:
        raise ValueError(f"no such die: d{sides}")
    modifier = int(amount) if amount else 0
    if sign == "-":
        modifier = -modifier
    return count, sides, modifier


def roll_range(text):
    """The lowest and highest total the roll can give, as ``(low, high)``.

    ``low`` is every die showing 1 plus the modifier and ``high`` is every die
    showing its top face plus the modifier. ``text`` is read as by parse_roll()
    and raises the same errors.

    >>> roll_range("2d6+3")
    (5, 15)
    """
    count, sides, modifier = parse_roll(text)
    return count + modifier, count * sides + modifier
