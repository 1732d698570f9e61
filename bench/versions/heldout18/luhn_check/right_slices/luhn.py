import re

_ALLOWED = re.compile(r"[0-9 \-]*")


def _digit_list(s):
    if not _ALLOWED.fullmatch(s):
        return None
    return [int(c) for c in s if c.isdigit()]


def _checksum(ds):
    odd = ds[::-1][0::2]
    even = ds[::-1][1::2]
    return sum(odd) + sum(sum(divmod(2 * d, 10)) for d in even)


def is_valid(number: str) -> bool:
    ds = _digit_list(number)
    return bool(ds) and len(ds) >= 2 and _checksum(ds) % 10 == 0


def check_digit(partial: str) -> str:
    ds = _digit_list(partial)
    if not ds:
        raise ValueError("bad partial number")
    return str(-_checksum(ds + [0]) % 10)
