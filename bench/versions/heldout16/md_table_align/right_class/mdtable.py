import re
import sys
from dataclasses import dataclass


@dataclass
class Column:
    left_colon: bool
    right_colon: bool
    width: int = 3

    def cell(self, text):
        gap = self.width - len(text)
        if self.left_colon and self.right_colon:
            return " " * (gap // 2) + text + " " * (gap - gap // 2)
        if self.right_colon:
            return " " * gap + text
        return text + " " * gap

    def marker(self):
        dashes = self.width + 2 - self.left_colon - self.right_colon
        return (":" if self.left_colon else "") + "-" * dashes + (":" if self.right_colon else "")


class Problem(Exception):
    pass


def parse_line(n, line):
    line = line.strip()
    if not re.fullmatch(r"\|.*\|", line) or line == "|":
        raise Problem(f"error: line {n} is not a table row")
    return [c.strip() for c in line[1:-1].split("|")]


def run(text):
    lines = text.splitlines()
    while lines and lines[-1].strip() == "":
        del lines[-1]
    if len(lines) < 2:
        raise Problem("error: need a header and a separator row")
    rows = [parse_line(n, l) for n, l in enumerate(lines, 1)]
    want = len(rows[0])
    for n, row in enumerate(rows, 1):
        if len(row) != want:
            raise Problem(f"error: line {n} has {len(row)} cells, expected {want}")
    cols = []
    for m in rows[1]:
        if not re.fullmatch(r":?-+:?", m):
            raise Problem("error: bad separator row")
        cols.append(Column(m.startswith(":"), m.endswith(":")))
    for row in [rows[0]] + rows[2:]:
        for col, text in zip(cols, row):
            col.width = max(col.width, len(text))
    out = []
    for n, row in enumerate(rows):
        if n == 1:
            out.append("|" + "|".join(c.marker() for c in cols) + "|")
        else:
            out.append("| " + " | ".join(c.cell(t) for c, t in zip(cols, row)) + " |")
    return out


if __name__ == "__main__":
    try:
        result = run(sys.stdin.read())
    except Problem as p:
        print(p, file=sys.stderr)
        sys.exit(1)
    for line in result:
        print(line)
