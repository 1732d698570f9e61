import datetime
from decimal import Decimal, InvalidOperation
from typing import NamedTuple


class ParseError(ValueError):
    pass


class Entry(NamedTuple):
    date: datetime.date
    category: str
    amount: Decimal
    note: str = ""


def _amount(text):
    body = text[1:] if text[:1] in "+-" else text
    whole, _, frac = body.partition(".")
    groups = whole.split(",")
    if not groups[0].isdigit() or (len(groups) > 1 and len(groups[0]) > 3):
        raise ParseError(f"bad amount {text!r}")
    if any(len(g) != 3 or not g.isdigit() for g in groups[1:]):
        raise ParseError(f"bad amount {text!r}")
    if "." in body and not frac.isdigit():
        raise ParseError(f"bad amount {text!r}")
    try:
        return Decimal(text.replace(",", ""))
    except InvalidOperation:
        raise ParseError(f"bad amount {text!r}") from None


def parse_line(line):
    parts = line.split("|")
    if len(parts) == 3:
        parts.append("")
    if len(parts) != 4:
        raise ParseError("wrong number of fields")
    d, cat, amt, note = (p.strip() for p in parts)
    try:
        day = datetime.datetime.strptime(d, "%Y-%m-%d").date()
    except ValueError:
        raise ParseError(f"bad date {d!r}") from None
    if cat == "":
        raise ParseError("category is empty")
    return Entry(day, cat.lower(), _amount(amt), note)


def load(text):
    result = []
    for i, raw in enumerate(text.split("\n")):
        s = raw.strip()
        if s == "" or s[0] == "#":
            continue
        try:
            result.append(parse_line(raw))
        except ParseError as e:
            raise ParseError("line %d: %s" % (i + 1, e)) from e
    return result
