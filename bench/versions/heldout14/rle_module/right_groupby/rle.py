from itertools import groupby


def encode(text):
    for c in text:
        if c.isdigit():
            raise ValueError("digits are not allowed: %r" % c)
    pieces = []
    for ch, group in groupby(text):
        n = sum(1 for _ in group)
        pieces.append(ch if n == 1 else str(n) + ch)
    return "".join(pieces)


def decode(data):
    result = []
    i = 0
    while i < len(data):
        start = i
        while i < len(data) and data[i].isdigit():
            i += 1
        digits = data[start:i]
        if i == len(data):
            if digits:
                raise ValueError("dangling count")
            break
        if digits.startswith("0"):
            raise ValueError("invalid count " + digits)
        result.append(data[i] * (int(digits) if digits else 1))
        i += 1
    return "".join(result)
