import re


def is_valid_isbn(code):
    s = re.sub(r"[- ]", "", code)
    if re.fullmatch(r"[0-9]{9}[0-9Xx]", s):
        vals = [10 if ch in "Xx" else int(ch) for ch in s]
        return sum(v * w for v, w in zip(vals, range(10, 0, -1))) % 11 == 0
    if re.fullmatch(r"[0-9]{13}", s):
        return sum(int(ch) * (3 if i % 2 else 1) for i, ch in enumerate(s)) % 10 == 0
    return False
