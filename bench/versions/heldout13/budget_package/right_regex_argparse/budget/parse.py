"""Parsing of spending lines."""
import re
from dataclasses import dataclass
from datetime import date
from decimal import Decimal

__all__ = ["ParseError", "Transaction", "parse_line", "load"]

_LINE = re.compile(
    r"^\s*(?P<date>\d{4}-\d{2}-\d{2})\s*,"
    r"\s*(?P<cat>[^,]*?)\s*,"
    r"\s*(?P<amt>[+-]?(?:\d+(?:\.\d*)?|\.\d+))\s*"
    r"(?:,\s*(?P<note>.*?))?\s*$"
)


class ParseError(ValueError):
    """Bad line in the spending file."""


@dataclass
class Transaction:
    date: date
    category: str
    amount: Decimal
    note: str = ""


def parse_line(line):
    m = _LINE.match(line)
    if m is None:
        raise ParseError(f"cannot parse {line!r}")
    try:
        y, mo, d = (int(x) for x in m["date"].split("-"))
        when = date(y, mo, d)
    except ValueError:
        raise ParseError(f"no such date {m['date']}")
    if not m["cat"]:
        raise ParseError("category is empty")
    return Transaction(when, m["cat"].lower(), Decimal(m["amt"]), m["note"] or "")


def load(path):
    result = []
    with open(path, encoding="utf-8") as fh:
        lineno = 0
        for raw in fh:
            lineno += 1
            if raw.strip() and not raw.lstrip().startswith("#"):
                try:
                    result.append(parse_line(raw))
                except ParseError as err:
                    raise ParseError(f"line {lineno}: {err}") from err
    return result
