from .errors import RPNError

OPS = "+-*/^"


def _convert(word):
    if word in OPS and len(word) == 1:
        return word
    digits = word[1:] if word[:1] in "+-" else word
    if digits.isdigit() and digits.isascii():
        return int(word)
    try:
        return float(word)
    except ValueError:
        raise RPNError("bad token: %s" % word) from None


def tokenize(text):
    return [_convert(w) for w in text.split()]
