"""The storage units I rent out in the old barns behind the farm.

units.txt lists the units, one a line: an id and a size, like "B3 medium".
lets.txt has one line per let: unit, tenant, first day, last day, like
"B3, Mrs Patel, 2024-01-15, 2024-06-30". The last day can be left blank
while the tenant is still renting.
"""

from datetime import date

PRICES = {"locker": 12.0, "small": 35.0, "medium": 60.0, "large": 95.0}  # per month
LONG_LET_DISCOUNTS = [(12, 0.15), (6, 0.10)]  # (months or more, discount), longest first


def parse_units(lines):
    """{unit id: size} from the lines of units.txt, in the order they're listed.

    Ids are upper-cased and sizes lower-cased. Blank lines are skipped. A
    line that isn't two words, a size not in PRICES or the same id twice is
    a ValueError.
    """
    units = {}
    for line in lines:
        parts = line.split()
        if not parts:
            continue
        if len(parts) != 2:
            raise ValueError(f"bad unit line: {line!r}")
        unit, size = parts[0].upper(), parts[1].lower()
        if size not in PRICES:
            raise ValueError(f"unknown size: {size!r}")
        if unit in units:
            raise ValueError(f"unit {unit} listed twice")
        units[unit] = size
    return units


def parse_lets(lines):
    """The lets in lets.txt as dicts: unit, tenant, start, end (end None = still renting).

    Blank lines are skipped. A line without four comma-separated parts, a
    bad date, or a last day before the first day is a ValueError.
    """
    lets = []
    for line in lines:
        if not line.strip():
            continue
        parts = [part.strip() for part in line.split(",")]
        if len(parts) != 4:
            raise ValueError(f"bad let line: {line!r}")
        unit, tenant, start_text, end_text = parts
        start = date.fromisoformat(start_text)
        end = date.fromisoformat(end_text) if end_text else None
        if end is not None and end < start:
            raise ValueError(f"let ends before it starts: {line!r}")
        lets.append({"unit": unit.upper(), "tenant": tenant, "start": start, "end": end})
    return lets


def monthly_rent(size, months=1):
    """Rent per month for a let of ``months`` months, with the long-let discount.

    12 months or more: 15% off; 6 to 11 months: 10% off. To 2 decimal places.
    An unknown size or months under 1 is a ValueError.
    """
    if size not in PRICES:
        raise ValueError(f"unknown size: {size!r}")
    if months < 1:
        raise ValueError("months must be 1 or more")
    for least, discount in LONG_LET_DISCOUNTS:
        if months >= least:
            return round(PRICES[size] * (1 - discount), 2)
    return PRICES[size]


def is_let(lets, unit, day):
    """True if ``unit`` is let to someone on ``day``."""
    for let in lets:
        if let["unit"] == unit.upper() and let["start"] <= day and (
                let["end"] is None or day <= let["end"]):
            return True
    return False


def free_units(units, lets, day, size=None):
    """Ids of the units nobody is renting on ``day``, in the order of units.

    With ``size``, only units of that size.
    """
    return [unit for unit, unit_size in units.items()
            if (size is None or unit_size == size) and not is_let(lets, unit, day)]


def statement(units, lets, year, month):
    """[(unit, tenant, price)] for every let that runs on at least one day of the month.

    price is the unit's monthly price from PRICES (a full month, however
    few days). In the order of units; two lets of the same unit in a month,
    the earlier start first. A month that isn't 1 to 12 or a let for a unit
    that isn't in units is a ValueError.
    """
    if not isinstance(month, int) or isinstance(month, bool) or not 1 <= month <= 12:
        raise ValueError("month must be 1 to 12")
    first = date(year, month, 1)
    last = date(year + 1, 1, 1) if month == 12 else date(year, month + 1, 1)
    for let in lets:
        if let["unit"] not in units:
            raise ValueError(f"no such unit: {let['unit']}")
    lines = []
    for unit, size in units.items():
        running = [let for let in lets if let["unit"] == unit and let["start"] < last
                   and (let["end"] is None or let["end"] >= first)]
        for let in sorted(running, key=lambda let: let["start"]):
            lines.append((unit, let["tenant"], PRICES[size]))
    return lines


def month_total(units, lets, year, month):
    """The money statement() says is due for the month, to 2 decimal places."""
    return round(sum(price for _, _, price in statement(units, lets, year, month)), 2)
