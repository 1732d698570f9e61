"""Re-align a markdown pipe table read from stdin."""
import re
import sys

SEPARATOR_CELL = re.compile(r"^:?-+:?$")


class TableError(Exception):
    pass


def split_row(line, number):
    text = line.strip()
    if len(text) < 2 or not (text.startswith("|") and text.endswith("|")):
        raise TableError(f"error: line {number} is not a table row")
    return [cell.strip() for cell in text[1:-1].split("|")]


def alignment(marker):
    if marker.startswith(":") and marker.endswith(":") and len(marker) > 1:
        return "center"
    if marker.endswith(":"):
        return "right"
    if marker.startswith(":"):
        return "left:"
    return "plain"


def pad(cell, width, align):
    space = width - len(cell)
    if align == "right":
        return " " * space + cell
    if align == "center":
        left = space // 2
        return " " * left + cell + " " * (space - left)
    return cell + " " * space


def marker_for(width, align):
    total = width + 2
    if align == "center":
        return ":" + "-" * (total - 2) + ":"
    if align == "right":
        return "-" * (total - 1) + ":"
    if align == "left:":
        return ":" + "-" * (total - 1)
    return "-" * total


def align_table(lines):
    while lines and not lines[-1].strip():
        lines = lines[:-1]
    if len(lines) < 2:
        raise TableError("error: need a header and a separator row")
    rows = [split_row(line, number) for number, line in enumerate(lines)]
    ncols = len(rows[0])
    for number, row in enumerate(rows):
        if len(row) != ncols:
            raise TableError(f"error: line {number} has {len(row)} cells, expected {ncols}")
    separator = rows[1]
    if not all(SEPARATOR_CELL.match(cell) for cell in separator):
        raise TableError("error: bad separator row")
    aligns = [alignment(cell) for cell in separator]
    data = [rows[0]] + rows[2:]
    widths = [max(3, max(len(row[i]) for row in data)) for i in range(ncols)]

    def render(row):
        return "| " + " | ".join(pad(c, w, a) for c, w, a in zip(row, widths, aligns)) + " |"

    out = [render(rows[0])]
    out.append("|" + "|".join(marker_for(w, a) for w, a in zip(widths, aligns)) + "|")
    out.extend(render(row) for row in rows[2:])
    return out


def main():
    try:
        out = align_table(sys.stdin.read().splitlines())
    except TableError as exc:
        print(exc, file=sys.stderr)
        return 1
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
