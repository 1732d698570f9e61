"""Encode text to Morse code and back."""
from .table import CODE, REVERSE


def encode(text):
    words = []
    for word in text.upper().split():
        letters = []
        for ch in word:
            if ch not in CODE:
                raise ValueError(f"cannot encode {ch!r}")
            letters.append(CODE[ch])
        words.append(" ".join(letters))
    return " / ".join(words)


def decode(code):
    words = []
    for word in code.split("/"):
        letters = []
        for symbol in word.split():
            if symbol not in REVERSE:
                raise ValueError(f"unknown Morse sequence {symbol!r}")
            letters.append(REVERSE[symbol])
        if letters:
            words.append("".join(letters))
    return " ".join(words)
