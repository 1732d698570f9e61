"""Check that the items on a typed-up shop receipt add up to its total.

    python checkreceipt.py RECEIPT

Exit 0 and "OK: <total>" when they do, 1 and a MISMATCH line when they
don't, 2 (message on stderr) for any problem with the command or the file.
"""

import sys
from decimal import Decimal, InvalidOperation


class ReceiptError(Exception):
    pass


def money(text, lineno):
    text = text.strip()
    try:
        value = Decimal(text)
    except InvalidOperation:
        raise ReceiptError(f"line {lineno}: {text!r} is not an amount") from None
    if not value.is_finite() or value.as_tuple().exponent < -2:
        raise ReceiptError(f"line {lineno}: {text!r} is not an amount")
    return value


def read_receipt(lines):
    """(sum of the items, the receipt's TOTAL)."""
    items = Decimal(0)
    total = None
    for lineno, line in enumerate(lines, 1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        fields = [f.strip() for f in text.split(",")]
        if fields[0] == "TOTAL":
            if len(fields) != 2:
                raise ReceiptError(f"line {lineno}: TOTAL needs one amount")
            if total is not None:
                raise ReceiptError(f"line {lineno}: a second TOTAL line")
            total = money(fields[1], lineno)
            continue
        if len(fields) != 3:
            raise ReceiptError(f"line {lineno}: expected name, quantity, price")
        name, qty, price = fields
        if not qty.isdigit() or int(qty) < 1:
            raise ReceiptError(f"line {lineno}: bad quantity {qty!r}")
        items += int(qty) * money(price, lineno)
    if total is None:
        raise ReceiptError("no TOTAL line")
    return items, total


def main(argv):
    if len(argv) != 1:
        print("usage: python checkreceipt.py RECEIPT", file=sys.stderr)
        return 2
    try:
        with open(argv[0], encoding="utf-8") as fh:
            lines = fh.read().splitlines()
        items, total = read_receipt(lines)
    except OSError as err:
        print(f"can't read {argv[0]}: {err}", file=sys.stderr)
        return 2
    except (ReceiptError, UnicodeDecodeError) as err:
        print(err, file=sys.stderr)
        return 2
    if items == total:
        print(f"OK: {total:.2f}")
        return 0
    word = "overcharged" if total > items else "undercharged"
    print(f"MISMATCH: items add up to {items:.2f} but the receipt says {total:.2f} "
          f"({word} by {abs(total - items):.2f})")
    return 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
