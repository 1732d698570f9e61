"""Print one column of a CSV file: python csvcol.py FILE COLUMN"""

import csv
import sys


def main(argv):
    if len(argv) != 3:
        print("usage: csvcol.py FILE COLUMN", file=sys.stderr)
        return 2
    name, column = argv[1], argv[2]
    try:
        handle = open(name, newline="", encoding="utf-8")
    except OSError:
        print(f"error: cannot open {name}", file=sys.stderr)
        return 1
    with handle:
        reader = csv.reader(handle)
        header = next(reader, [])
        if column not in header:
            print(f"error: no column {column}", file=sys.stderr)
            return 2
        index = header.index(column)
        for row in reader:
            if not row:
                continue
            print(row[index] if index < len(row) else "")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
