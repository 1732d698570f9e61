#!/usr/bin/env python3
"""Keep or drop CSV columns: python colpick.py [-x] COLUMNS < in.csv > out.csv"""
import csv
import sys

USAGE = "usage: colpick.py [-x] COLUMNS"


def parse_args(argv):
    """Return (exclude, names) or None when the arguments are wrong."""
    exclude = False
    if argv and argv[0] == "-x":
        exclude = True
        argv = argv[1:]
    if len(argv) != 1 or not argv[0]:
        return None
    return exclude, argv[0].split(",")


def pick_indices(header, names, exclude):
    """Indices of the output columns, or raise KeyError listing unknown names."""
    unknown = [name for name in names if name not in header]
    if unknown:
        raise KeyError(", ".join(unknown))
    if exclude:
        return [i for i, col in enumerate(header) if col not in names]
    return [header.index(name) for name in names]


def main(argv):
    parsed = parse_args(argv)
    if parsed is None:
        print(USAGE, file=sys.stderr)
        return 2
    exclude, names = parsed
    reader = csv.reader(sys.stdin)
    header = next(reader, None)
    if header is None:
        return 0
    try:
        indices = pick_indices(header, names, exclude)
    except KeyError as exc:
        print(f"colpick: unknown column: {exc.args[0]}", file=sys.stderr)
        return 1
    print(",".join(header[i] for i in indices))
    for row in reader:
        print(",".join(row[i] if i < len(row) else "" for i in indices))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
