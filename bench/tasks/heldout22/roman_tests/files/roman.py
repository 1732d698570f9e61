"""Roman numerals (standard subtractive notation, 1 to 3999)."""

_VALUES = [
    (1000, "M"), (900, "CM"), (500, "D"), (400, "CD"),
    (100, "C"), (90, "XC"), (50, "L"), (40, "XL"),
    (10, "X"), (9, "IX"), (5, "V"), (4, "IV"), (1, "I"),
]
_SYMBOLS = {"I": 1, "V": 5, "X": 10, "L": 50, "C": 100, "D": 500, "M": 1000}


def to_roman(n):
    """Return the Roman numeral for n.

    >>> to_roman(1994)
    'MCMXCIV'
    >>> [to_roman(n) for n in (1, 4, 9, 14, 40, 90, 400, 900, 3999)]
    ['I', 'IV', 'IX', 'XIV', 'XL', 'XC', 'CD', 'CM', 'MMMCMXCIX']

    n must be an int (bool is not accepted) -> TypeError otherwise.
    n outside 1..3999 -> ValueError.
    """
    if isinstance(n, bool) or not isinstance(n, int):
        raise TypeError(f"to_roman() needs an int, not {type(n).__name__}")
    if not 1 <= n <= 3999:
        raise ValueError("only 1..3999 can be written in Roman numerals")
    parts = []
    for value, symbol in _VALUES:
        count, n = divmod(n, value)
        parts.append(symbol * count)
    return "".join(parts)


def from_roman(text):
    """Parse a Roman numeral and return its value.

    Case-insensitive and surrounding whitespace is ignored:

    >>> from_roman(" mcmxciv ")
    1994

    Only the canonical form (exactly what to_roman() produces) is accepted, so
    'IIII', 'VV', 'IC', 'XM', 'IXI' and 'MMMM' all raise ValueError, as do the empty
    string and any other character. A non-str argument raises TypeError.
    """
    if not isinstance(text, str):
        raise TypeError(f"from_roman() needs a str, not {type(text).__name__}")
    numeral = text.strip().upper()
    if not numeral or any(ch not in _SYMBOLS for ch in numeral):
        raise ValueError(f"not a Roman numeral: {text!r}")
    total = 0
    for i, ch in enumerate(numeral):
        value = _SYMBOLS[ch]
        if i + 1 < len(numeral) and _SYMBOLS[numeral[i + 1]] > value:
            total -= value
        else:
            total += value
    if not 1 <= total <= 3999 or to_roman(total) != numeral:
        raise ValueError(f"not a canonical Roman numeral: {text!r}")
    return total
