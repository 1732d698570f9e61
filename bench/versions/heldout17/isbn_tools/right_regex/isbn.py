import re

_ISBN10 = re.compile(r"[0-9]{9}[0-9X]")
_ISBN13 = re.compile(r"[0-9]{13}")


def normalize(s: str) -> str:
    cleaned = re.sub(r"[- ]", "", s)
    return cleaned[:-1] + "X" if cleaned[-1:] == "x" else cleaned


def _weighted10(code: str) -> int:
    return sum((10 if ch == "X" else int(ch)) * w for ch, w in zip(code, range(10, 0, -1)))


def is_valid_isbn10(s: str) -> bool:
    code = normalize(s)
    return bool(_ISBN10.fullmatch(code)) and _weighted10(code) % 11 == 0


def _check13(first12: str) -> int:
    weighted = sum(int(ch) * (3 if i % 2 else 1) for i, ch in enumerate(first12))
    return -weighted % 10


def is_valid_isbn13(s: str) -> bool:
    code = normalize(s)
    return bool(_ISBN13.fullmatch(code)) and _check13(code[:12]) == int(code[-1])


def to_isbn13(s: str) -> str:
    if not is_valid_isbn10(s):
        raise ValueError("invalid ISBN-10")
    stem = "978" + normalize(s)[:-1]
    return f"{stem}{_check13(stem)}"
