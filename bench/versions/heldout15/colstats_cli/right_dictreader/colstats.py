import csv
import sys
from decimal import Decimal, ROUND_HALF_EVEN


def show(value):
    d = Decimal(repr(value)).quantize(Decimal("0.01"))
    text = format(d, "f")
    if "." in text:
        text = text.rstrip("0").rstrip(".")
    if text in ("-0", ""):
        text = "0"
    return text


def parse_args(argv):
    sep = ","
    column = None
    i = 0
    while i < len(argv):
        if argv[i] == "--sep":
            if i + 1 >= len(argv):
                sys.stderr.write("usage: colstats.py [--sep X] COLUMN\n")
                sys.exit(2)
            sep = argv[i + 1]
            i += 2
            continue
        if column is not None:
            sys.stderr.write("usage: colstats.py [--sep X] COLUMN\n")
            sys.exit(2)
        column = argv[i]
        i += 1
    if column is None:
        sys.stderr.write("usage: colstats.py [--sep X] COLUMN\n")
        sys.exit(2)
    return column, sep


def main():
    column, sep = parse_args(sys.argv[1:])
    reader = csv.DictReader(sys.stdin, delimiter=sep)
    fields = reader.fieldnames
    if fields is None or column not in fields:
        sys.stderr.write(f"error: no such column: {column}\n")
        sys.exit(1)
    nums = []
    for row in reader:
        raw = row.get(column)
        raw = (raw or "").strip()
        if raw == "":
            continue
        try:
            nums.append(float(raw))
        except ValueError:
            sys.stderr.write(f"error: line {reader.line_num}: not a number: '{raw}'\n")
            sys.exit(2)
    lines = [f"count: {len(nums)}"]
    if nums:
        lines += [f"min: {show(min(nums))}", f"max: {show(max(nums))}",
                  f"mean: {show(sum(nums) / len(nums))}"]
    sys.stdout.write("\n".join(lines) + "\n")


main()
