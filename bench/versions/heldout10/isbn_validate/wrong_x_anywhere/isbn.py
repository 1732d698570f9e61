def is_valid_isbn(code):
    s = code.replace("-", "").replace(" ", "")
    if len(s) == 10:
        total = 0
        for i, c in enumerate(s):
            if c in "Xx":
                total += 10 * (10 - i)
            elif c.isdigit():
                total += int(c) * (10 - i)
            else:
                return False
        return total % 11 == 0
    if len(s) == 13 and s.isdigit():
        return sum(int(c) * (1 if i % 2 == 0 else 3) for i, c in enumerate(s)) % 10 == 0
    return False
