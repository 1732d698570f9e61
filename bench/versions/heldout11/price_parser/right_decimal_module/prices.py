import re
from decimal import Decimal

_GROUPED = re.compile(r"[0-9]{1,3}(,[0-9]{3})+")
_PLAIN = re.compile(r"[0-9]+")
_FRACTION = re.compile(r"[0-9]{1,2}")


def parse_price(text: str) -> int:
    body = text.strip()
    body = body[1:] if body[:1] == "$" else body
    number, _, fraction = body.partition(".")
    if not (_PLAIN.fullmatch(number) or _GROUPED.fullmatch(number)):
        raise ValueError(f"invalid price {text!r}")
    if "." in body and not _FRACTION.fullmatch(fraction):
        raise ValueError(f"invalid price {text!r}")
    value = Decimal(number.replace(",", "") + ("." + fraction if fraction else ""))
    return int(value * 100)
