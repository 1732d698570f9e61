import re

_SHAPE = re.compile(r"[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}")


def is_valid_iban(text):
    compact = text.replace(" ", "").upper()
    if not _SHAPE.fullmatch(compact):
        return False
    moved = compact[4:] + compact[:4]
    digits = "".join(str(ord(c) - 55) if c.isalpha() else c for c in moved)
    return int(digits) % 97 == 1
