import string


def _shift_letter(ch, shift):
    for alphabet in (string.ascii_lowercase, string.ascii_uppercase):
        if ch in alphabet:
            return alphabet[(alphabet.index(ch) + shift) % 26]
    return ch


def encode(text, shift):
    return "".join(_shift_letter(ch, shift) for ch in text)


def decode(text, shift):
    return encode(text, -shift)
