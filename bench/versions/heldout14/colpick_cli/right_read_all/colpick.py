"""colpick - select CSV columns."""
import csv
import sys


def select(rows, header, columns):
    idx = [header.index(c) for c in columns]
    for row in rows:
        yield [row[i] if i < len(row) else "" for i in idx]


def main(argv):
    exclude = "-x" in argv[:1]
    rest = argv[1:] if exclude else argv
    if len(rest) != 1:
        print("usage: colpick.py [-x] COLUMNS", file=sys.stderr)
        sys.exit(2)
    names = rest[0].split(",")
    data = list(csv.reader(sys.stdin))
    if not data:
        sys.exit(0)
    header = data[0]
    bad = []
    for n in names:
        if n not in header and n not in bad:
            bad.append(n)
    if bad:
        print("colpick: unknown column: %s" % ", ".join(bad), file=sys.stderr)
        sys.exit(1)
    columns = [h for h in header if h not in names] if exclude else names
    w = csv.writer(sys.stdout)
    w.writerow(columns)
    w.writerows(select(data[1:], header, columns))


if __name__ == "__main__":
    main(sys.argv[1:])
