"""Reading the spending file: 'date, category, amount[, note]' per line."""
from dataclasses import dataclass
from datetime import date
from decimal import Decimal, InvalidOperation


class ParseError(ValueError):
    """A line of the spending file could not be understood."""


@dataclass(frozen=True)
class Transaction:
    date: date
    category: str
    amount: Decimal
    note: str = ""


def parse_line(line):
    """'2024-03-05, groceries, -45.20, weekly shop' -> Transaction."""
    fields = [f.strip() for f in line.strip().split(",", 3)]
    if len(fields) < 3:
        raise ParseError(f"expected date, category, amount[, note]: {line.strip()!r}")
    when, category, amount = fields[:3]
    note = fields[3] if len(fields) == 4 else ""
    try:
        when = date.fromisoformat(when)
    except ValueError:
        raise ParseError(f"bad date {when!r}") from None
    if not category:
        raise ParseError("empty category")
    try:
        amount = Decimal(amount)
    except InvalidOperation:
        raise ParseError(f"bad amount {amount!r}") from None
    if not amount.is_finite():
        raise ParseError(f"bad amount {amount!r}")
    return Transaction(when, category, amount, note)


def load(path):
    """All transactions in the file; ParseError('line N: ...') on a bad line."""
    transactions = []
    with open(path, encoding="utf-8") as handle:
        for number, line in enumerate(handle, start=1):
            text = line.strip()
            if not text or text.startswith("#"):
                continue
            try:
                transactions.append(parse_line(text))
            except ParseError as exc:
                raise ParseError(f"line {number}: {exc}") from None
    return transactions
