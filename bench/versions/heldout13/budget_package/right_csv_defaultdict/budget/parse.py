import csv
import datetime
from dataclasses import dataclass, field
from decimal import Decimal, InvalidOperation


class ParseError(ValueError):
    pass


@dataclass
class Transaction:
    date: datetime.date
    category: str
    amount: Decimal
    note: str = field(default="")


def parse_line(line):
    rows = list(csv.reader([line], skipinitialspace=True))
    row = [cell.strip() for cell in rows[0]] if rows else []
    if len(row) not in (3, 4):
        raise ParseError("wrong number of fields in %r" % line)
    try:
        day = datetime.datetime.strptime(row[0], "%Y-%m-%d").date()
    except ValueError as e:
        raise ParseError("bad date: %s" % e) from e
    if row[1] == "":
        raise ParseError("missing category")
    try:
        amount = Decimal(row[2])
        if amount.is_nan() or amount.is_infinite():
            raise InvalidOperation
    except InvalidOperation:
        raise ParseError("bad amount %r" % row[2])
    return Transaction(day, row[1].lower(), amount, row[3] if len(row) == 4 else "")


def load(path):
    out = []
    with open(path) as f:
        lines = f.read().splitlines()
    for i, line in enumerate(lines):
        stripped = line.strip()
        if stripped == "" or stripped[0] == "#":
            continue
        try:
            out.append(parse_line(stripped))
        except ParseError as e:
            raise ParseError("line %d: %s" % (i + 1, e))
    return out
