def is_valid_isbn(code):
    chars = [c for c in code if c not in "- "]
    n = len(chars)
    if n not in (10, 13):
        return False
    total = 0
    for i, c in enumerate(chars):
        if c in "0123456789":
            v = ord(c) - 48
        elif n == 10 and i == 9 and c.upper() == "X":
            v = 10
        else:
            return False
        if n == 10:
            total += v * (10 - i)
        else:
            total += v * (3 if i % 2 == 1 else 1)
    return total % (11 if n == 10 else 10) == 0
