import sys


def pretty(n):
    out = "%.2f" % n
    while out.endswith("0"):
        out = out[:-1]
    if out.endswith("."):
        out = out[:-1]
    if out == "-0":
        out = "0"
    return out


def die(msg, code):
    print("error: " + msg, file=sys.stderr)
    raise SystemExit(code)


args = sys.argv[1:]
sep = ","
if "--sep" in args:
    k = args.index("--sep")
    if k + 1 >= len(args):
        print("usage: colstats.py [--sep X] COLUMN", file=sys.stderr)
        raise SystemExit(2)
    sep = args[k + 1]
    del args[k:k + 2]
if len(args) != 1:
    print("usage: colstats.py [--sep X] COLUMN", file=sys.stderr)
    raise SystemExit(2)
col = args[0]

lines = sys.stdin.read().splitlines()
if not lines or col not in lines[0].split(sep):
    die("no such column: " + col, 1)
pos = lines[0].split(sep).index(col)

total, count, lo, hi = 0.0, 0, None, None
for number, line in enumerate(lines[1:], start=2):
    parts = line.split(sep)
    cell = parts[pos].strip() if pos < len(parts) else ""
    if cell == "":
        continue
    try:
        x = float(cell)
    except ValueError:
        die("line %d: not a number: '%s'" % (number, cell), 2)
    total += x
    count += 1
    lo = x if lo is None else min(lo, x)
    hi = x if hi is None else max(hi, x)

print("count: %d" % count)
if count:
    print("min: " + pretty(lo))
    print("max: " + pretty(hi))
    print("mean: " + pretty(total / count))
