import re

from rpn.errors import RPNError

_INT = re.compile(r"[+-]?\d+")
_FLOAT = re.compile(r"[+-]?(\d+\.\d*|\.\d+|\d+)([eE][+-]?\d+)?")


def tokenize(text):
    out = []
    for tok in text.split():
        if tok in ("+", "-", "*", "/", "^"):
            out.append(tok)
        elif _INT.fullmatch(tok):
            out.append(int(tok))
        elif _FLOAT.fullmatch(tok):
            out.append(float(tok))
        else:
            raise RPNError("bad token: " + tok)
    return out
