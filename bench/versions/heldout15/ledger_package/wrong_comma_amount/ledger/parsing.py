"""Parsing of ledger lines: ``date | category | amount [| note]``."""
import re
from dataclasses import dataclass
from datetime import date as Date
from decimal import Decimal

_AMOUNT = re.compile(r"[+-]?\d+(?:\.\d+)?")


class ParseError(ValueError):
    """A ledger line could not be understood."""


@dataclass
class Entry:
    date: Date
    category: str
    amount: Decimal
    note: str = ""


def parse_line(line):
    fields = [f.strip() for f in line.split("|")]
    if len(fields) not in (3, 4):
        raise ParseError(f"expected 3 or 4 fields, got {len(fields)}: {line!r}")
    raw_date, category, raw_amount = fields[:3]
    note = fields[3] if len(fields) == 4 else ""
    try:
        when = Date.fromisoformat(raw_date)
    except ValueError:
        raise ParseError(f"bad date: {raw_date!r}") from None
    if not category:
        raise ParseError("empty category")
    if not _AMOUNT.fullmatch(raw_amount):
        raise ParseError(f"bad amount: {raw_amount!r}")
    return Entry(when, category.lower(), Decimal(raw_amount.replace(",", "")), note)


def load(text):
    entries = []
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        try:
            entries.append(parse_line(line))
        except ParseError as exc:
            raise ParseError(f"line {number}: {exc}") from None
    return entries
