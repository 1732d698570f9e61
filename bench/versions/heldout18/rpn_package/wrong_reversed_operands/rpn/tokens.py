"""Turn RPN text into tokens."""

from .errors import RPNError

OPERATORS = frozenset("+-*/^")


def _number(word):
    try:
        return int(word)
    except ValueError:
        pass
    try:
        return float(word)
    except ValueError:
        return None


def tokenize(text):
    """Split on whitespace: ints, floats and operator strings."""
    tokens = []
    for word in text.split():
        if word in OPERATORS:
            tokens.append(word)
            continue
        value = _number(word)
        if value is None:
            raise RPNError(f"bad token: {word}")
        tokens.append(value)
    return tokens
