"""csvpick.py FILE COLUMNS: print only the named columns of a CSV file, in that order."""

import csv
import sys


def pick(rows: list[list[str]], names: list[str]) -> list[list[str]]:
    """The header's ``names`` columns of every row; raises KeyError for an unknown name."""
    header = rows[0] if rows else []
    index = []
    for name in names:
        if name not in header:
            raise KeyError(name)
        index.append(header.index(name))
    return [[row[i] if i < len(row) else "" for i in index] for row in rows]


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 2:
        print("usage: csvpick.py FILE COLUMNS", file=sys.stderr)
        return 2
    path, columns = args
    if path == "-":
        rows = list(csv.reader(sys.stdin))
    else:
        with open(path, newline="", encoding="utf-8") as fh:
            rows = list(csv.reader(fh))
    try:
        picked = pick(rows, columns.split(","))
    except KeyError as exc:
        print(f"unknown column: {exc.args[0]}", file=sys.stderr)
        return 2
    csv.writer(sys.stdout).writerows(picked)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
