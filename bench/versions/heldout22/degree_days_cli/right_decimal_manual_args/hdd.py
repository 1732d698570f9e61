import sys
from datetime import date
from decimal import Decimal, InvalidOperation, ROUND_HALF_UP

USAGE = "usage: python hdd.py FILE [--base B]"


def usage():
    print(USAGE, file=sys.stderr)
    sys.exit(2)


def parse_args(argv):
    base = Decimal("15.5")
    files = []
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--base":
            if i + 1 >= len(argv):
                usage()
            try:
                base = Decimal(argv[i + 1])
            except InvalidOperation:
                usage()
            if not base.is_finite():
                usage()
            i += 2
        elif a.startswith("-") and a != "-":
            usage()
        else:
            files.append(a)
            i += 1
    if len(files) != 1:
        usage()
    return files[0], base


def bad(msg):
    print(msg, file=sys.stderr)
    sys.exit(1)


def to_date(s):
    parts = s.split("-")
    if len(parts) != 3 or [len(p) for p in parts] != [4, 2, 2] or not all(p.isdigit() for p in parts):
        raise ValueError
    return date(int(parts[0]), int(parts[1]), int(parts[2]))


def to_num(s):
    try:
        d = Decimal(s)
    except InvalidOperation:
        raise ValueError from None
    if not d.is_finite():
        raise ValueError
    return d


def fmt(d):
    return str(d.quantize(Decimal("0.1"), rounding=ROUND_HALF_UP))


def main():
    path, base = parse_args(sys.argv[1:])
    try:
        with open(path) as f:
            text = f.read()
    except OSError:
        bad(f"error: cannot read {path}")
    lines = text.splitlines()
    if not lines or lines[0] != "date,min,max":
        bad("error: line 1: bad header")
    per_day = {}
    for n, line in enumerate(lines[1:], start=2):
        if line.strip() == "":
            continue
        parts = line.split(",")
        try:
            if len(parts) != 3:
                raise ValueError
            d = to_date(parts[0])
            lo, hi = to_num(parts[1]), to_num(parts[2])
            if lo > hi:
                raise ValueError
        except ValueError:
            bad(f"error: line {n}: bad record")
        if d in per_day:
            bad(f"error: line {n}: duplicate date {d}")
        per_day[d] = max(Decimal(0), base - (lo + hi) / 2)
    months = {}
    for d in sorted(per_day):
        key = d.strftime("%Y-%m")
        months[key] = months.get(key, Decimal(0)) + per_day[d]
    for key, total in months.items():
        print(key, fmt(total))
    print("total", fmt(sum(per_day.values(), Decimal(0))))


if __name__ == "__main__":
    main()
