import sys


def die(msg):
    sys.stderr.write(msg + "\n")
    sys.exit(1)


def cells_of(line, n):
    s = line.strip()
    if not (len(s) >= 2 and s[0] == "|" and s[-1] == "|"):
        die("error: line %d is not a table row" % n)
    return [c.strip() for c in s[1:-1].split("|")]


def valid_marker(m):
    core = m[1:] if m.startswith(":") else m
    core = core[:-1] if core.endswith(":") else core
    return len(core) > 0 and set(core) == {"-"}


def main():
    lines = sys.stdin.read().split("\n")
    while lines and lines[-1].strip() == "":
        lines.pop()
    if len(lines) < 2:
        die("error: need a header and a separator row")
    table = [cells_of(l, i + 1) for i, l in enumerate(lines)]
    expected = len(table[0])
    for i, row in enumerate(table[1:], start=2):
        if len(row) != expected:
            die("error: line %d has %d cells, expected %d" % (i, len(row), expected))
    seps = table[1]
    if not all(valid_marker(m) for m in seps):
        die("error: bad separator row")
    kinds = []
    for m in seps:
        l, r = m.startswith(":"), m.endswith(":")
        kinds.append((l and r and "c") or (r and "r") or (l and "L") or "p")
    content = [table[0]] + table[2:]
    widths = [max([3] + [len(r[i]) for r in content]) for i in range(expected)]

    def fmt(cell, w, k):
        if k == "r":
            return cell.rjust(w)
        if k == "c":
            extra = w - len(cell)
            return " " * (extra // 2) + cell + " " * (extra - extra // 2)
        return cell.ljust(w)

    def sep(w, k):
        return {"c": ":" + "-" * w + ":", "r": "-" * (w + 1) + ":",
                "L": ":" + "-" * (w + 1), "p": "-" * (w + 2)}[k]

    out = []
    for idx, row in enumerate(table):
        if idx == 1:
            out.append("|" + "|".join(sep(w, k) for w, k in zip(widths, kinds)) + "|")
        else:
            out.append("| " + " | ".join(fmt(c, w, k) for c, w, k in zip(row, widths, kinds)) + " |")
    sys.stdout.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
