import re

from morse.table import CODE, REVERSE

_WORD_BREAK = re.compile(r"\s*/\s*")


def _encode_char(ch):
    try:
        return CODE[ch.upper()]
    except KeyError:
        raise ValueError("no Morse code for %r" % ch) from None


def encode(text):
    return " / ".join(" ".join(_encode_char(c) for c in w) for w in text.split())


def _decode_symbol(sym):
    if sym not in REVERSE:
        raise ValueError("unknown Morse sequence %r" % sym)
    return REVERSE[sym]


def decode(code):
    code = code.strip()
    if not code:
        return ""
    words = _WORD_BREAK.split(code)
    return " ".join("".join(_decode_symbol(s) for s in w.split()) for w in words)
