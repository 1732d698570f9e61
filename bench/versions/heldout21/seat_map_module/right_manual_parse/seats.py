def parse_seat(label):
    text = label.strip()
    digits, letter = text[:-1], text[-1:].upper()
    if (not digits.isdigit() or not digits.isascii() or digits.startswith("0")
            or letter not in ("A", "B", "C", "D", "E", "F") or letter == ""):
        raise ValueError("invalid seat %r" % (label,))
    row = int(digits)
    if row < 1 or row > 40:
        raise ValueError("invalid seat %r" % (label,))
    return (row, letter)


def seat_type(label):
    letter = parse_seat(label)[1]
    return {"A": "window", "F": "window", "C": "aisle", "D": "aisle"}.get(letter, "middle")


def _seat_set(free):
    return {parse_seat(x) for x in free}


def _name(seat):
    return str(seat[0]) + seat[1]


def adjacent_pairs(free):
    s = _seat_set(free)
    out = []
    for row, letter in sorted(s):
        if letter in "ABDE":
            right = chr(ord(letter) + 1)
            if (row, right) in s:
                out.append((_name((row, letter)), _name((row, right))))
    return out


def find_block(free, n):
    if n not in (1, 2, 3):
        raise ValueError("block size must be 1-3")
    s = _seat_set(free)
    for row in sorted({r for r, _ in s}):
        for half in ("ABC", "DEF"):
            for i in range(0, 4 - n):
                want = [(row, half[i + j]) for j in range(n)]
                if set(want) <= s:
                    return [_name(w) for w in want]
    return None
