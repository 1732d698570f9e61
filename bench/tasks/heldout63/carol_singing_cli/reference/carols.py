"""Totals from the carol singing collection log.

usage: python carols.py FILE [--top N]
"""

import sys
from datetime import date
from decimal import Decimal, InvalidOperation

USAGE = "usage: python carols.py FILE [--top N]"


def parse_args(argv):
    path, top = None, None
    args = list(argv)
    while args:
        arg = args.pop(0)
        if arg == "--top":
            if not args:
                return None
            value = args.pop(0)
            if not value.isdigit() or int(value) < 1:
                return None
            top = int(value)
        elif path is None and not arg.startswith("-"):
            path = arg
        else:
            return None
    if path is None:
        return None
    return path, top


def read_log(text):
    rows = []
    for number, line in enumerate(text.splitlines(), start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split()
        if len(parts) < 3:
            raise ValueError(f"line {number}: expected date, street and amount")
        try:
            day = date.fromisoformat(parts[0])
        except ValueError:
            raise ValueError(f"line {number}: bad date {parts[0]!r}") from None
        amount_text = parts[-1].removeprefix("£")
        try:
            amount = Decimal(amount_text)
        except InvalidOperation:
            raise ValueError(f"line {number}: bad amount {parts[-1]!r}") from None
        if not amount.is_finite() or amount < 0 or amount != amount.quantize(Decimal("0.01")):
            raise ValueError(f"line {number}: bad amount {parts[-1]!r}")
        rows.append((day, " ".join(parts[1:-1]), amount))
    return rows


def money(amount):
    return f"£{amount:.2f}"


def report(rows, top=None):
    if not rows:
        return ["No collections yet."]
    names, totals, nights, by_day = {}, {}, {}, {}
    for day, street, amount in rows:
        key = street.lower()
        names.setdefault(key, street)
        totals[key] = totals.get(key, Decimal(0)) + amount
        nights.setdefault(key, set()).add(day)
        by_day[day] = by_day.get(day, Decimal(0)) + amount
    order = sorted(totals, key=lambda k: (-totals[k], names[k].lower()))
    lines = []
    for key in order[:top] if top else order:
        n = len(nights[key])
        lines.append(f"{names[key]}: {money(totals[key])} ({n} night{'s' if n != 1 else ''})")
    total = sum(totals.values(), Decimal(0))
    n_streets, n_nights = len(totals), len(by_day)
    lines.append(f"Total: {money(total)} from {n_streets} street{'s' if n_streets != 1 else ''}"
                 f" over {n_nights} night{'s' if n_nights != 1 else ''}")
    best = min(by_day, key=lambda d: (-by_day[d], d))
    lines.append(f"Best night: {best.isoformat()} ({money(by_day[best])})")
    return lines


def main(argv):
    parsed = parse_args(argv)
    if parsed is None:
        print(USAGE, file=sys.stderr)
        return 2
    path, top = parsed
    try:
        with open(path, encoding="utf-8") as fh:
            text = fh.read()
    except OSError:
        print(f"error: cannot read {path}", file=sys.stderr)
        return 1
    try:
        rows = read_log(text)
    except ValueError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    print("\n".join(report(rows, top)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
