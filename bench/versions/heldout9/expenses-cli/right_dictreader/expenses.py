import csv
import sys
from collections import defaultdict
from decimal import Decimal, InvalidOperation

TWO = Decimal("0.01")


def main():
    path = sys.argv[1]
    try:
        f = open(path, newline="")
    except OSError:
        sys.stderr.write(f"error: cannot read {path}\n")
        sys.exit(2)
    totals = defaultdict(Decimal)
    with f:
        reader = csv.DictReader(f)
        for row in reader:
            try:
                value = Decimal((row["amount"] or "").strip())
                if not value.is_finite():
                    raise InvalidOperation
            except InvalidOperation:
                sys.stderr.write(f"error: line {reader.line_num}: bad amount\n")
                sys.exit(1)
            totals[row["category"].strip()] += value
    ordered = sorted(totals.items(), key=lambda kv: kv[0])
    ordered.sort(key=lambda kv: kv[1], reverse=True)
    for cat, total in ordered:
        print("%s: %s" % (cat, total.quantize(TWO)))
    print("TOTAL: %s" % sum(totals.values(), Decimal(0)).quantize(TWO))


if __name__ == "__main__":
    main()
