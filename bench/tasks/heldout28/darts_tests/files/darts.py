"""Scoring for a game of 501 darts with the double-out rule."""

MULTIPLIERS = {"S": 1, "D": 2, "T": 3}


def _parse(dart):
    text = dart.strip().upper()
    if text == "M":
        return 0, False
    if text == "SB":
        return 25, False
    if text == "DB":
        return 50, True
    if len(text) >= 2 and text[0] in MULTIPLIERS and text[1:].isdigit():
        number = int(text[1:])
        if 1 <= number <= 20:
            return MULTIPLIERS[text[0]] * number, text[0] == "D"
    raise ValueError(f"not a dart: {dart!r}")


def dart_score(dart):
    """The score of one dart, written as a short string.

    "S<n>", "D<n>" and "T<n>" for n from 1 to 20 are a single, double or
    treble of n (n, 2n or 3n points). "SB" is the outer bull (25), "DB" the
    bull (50) and "M" a miss (0). Letters are matched case-insensitively and
    surrounding spaces are ignored. Anything else, such as "T25", "S0",
    "D21" or "X5", raises ValueError.

    >>> dart_score("T20")
    60
    >>> [dart_score(d) for d in ["s5", " D16 ",
    ...                           "SB", "M"]]
    [5, 32, 25, 0]
    """
    return _parse(dart)[0]


def is_double(dart):
    """True for the doubles "D1" to "D20" and the bull "DB"; False for any
    other valid dart. Invalid darts raise ValueError like dart_score().

    >>> is_double("DB"), is_double("T20")
    (True, False)
    """
    return _parse(dart)[1]


def turn_total(darts):
    """The total of a turn: a list of 1 to 3 darts. An empty list or more
    than 3 darts raises ValueError.

    >>> turn_total(["T20", "T20",
    ...             "T20"])
    180
    """
    if not 1 <= len(darts) <= 3:
        raise ValueError("a turn has 1 to 3 darts")
    return sum(dart_score(d) for d in darts)


def apply_turn(remaining, darts):
    """The score left after a turn thrown from ``remaining``.

    ``remaining`` must be an int from 2 to 501 inclusive, else ValueError;
    ``darts`` is a list of 1 to 3 darts (else ValueError). The darts are
    counted one by one. A dart that brings the score to exactly 0 is a
    checkout if it is a double (a "D" dart or "DB"): the result is 0 and any
    darts after it are ignored. The turn is a bust if a dart takes the score
    below 0, leaves exactly 1, or reaches 0 with a dart that is not a
    double; after a bust the whole turn counts for nothing and ``remaining``
    is returned unchanged.

    >>> apply_turn(501, ["T20", "T20", "T20"])
    321
    >>> apply_turn(100, ["T20", "S20",
    ...                  "D10"])
    0
    >>> apply_turn(20, ["S15", "S10",
    ...                 "D1"])
    20
    """
    if isinstance(remaining, bool) or not isinstance(remaining, int) or not 2 <= remaining <= 501:
        raise ValueError("remaining must be an int from 2 to 501")
    if not 1 <= len(darts) <= 3:
        raise ValueError("a turn has 1 to 3 darts")
    left = remaining
    for dart in darts:
        score, double = _parse(dart)
        left -= score
        if left == 0 and double:
            return 0
        if left < 0 or left == 1 or left == 0:
            return remaining
    return left
