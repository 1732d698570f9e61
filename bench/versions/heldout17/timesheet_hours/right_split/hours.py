import sys


def to_minutes(hhmm):
    if len(hhmm) != 5 or hhmm[2] != ":":
        return None
    hh, mm = hhmm[:2], hhmm[3:]
    if not (hh.isdigit() and mm.isdigit()) or not (hh.isascii() and mm.isascii()):
        return None
    h, m = int(hh), int(mm)
    if h > 23 or m > 59:
        return None
    return h * 60 + m


def valid_date(d):
    parts = d.split("-")
    return (len(parts) == 3 and [len(p) for p in parts] == [4, 2, 2]
            and all(p.isdigit() and p.isascii() for p in parts))


def parse_line(line):
    fields = line.split(" ")
    if len(fields) != 2 or not valid_date(fields[0]):
        return None
    times = fields[1].split("-")
    if len(times) != 2:
        return None
    a, b = to_minutes(times[0]), to_minutes(times[1])
    if a is None or b is None or b <= a:
        return None
    return fields[0], b - a


def main(args):
    path = args[0]
    try:
        f = open(path)
    except OSError:
        print("hours.py: cannot read " + path, file=sys.stderr)
        return 2
    with f:
        rows = f.readlines()
    days = {}
    for i, row in enumerate(rows):
        row = row.strip()
        if not row or row.startswith("#"):
            continue
        parsed = parse_line(row)
        if parsed is None:
            print(f"hours.py: line {i + 1}: bad entry", file=sys.stderr)
            return 1
        days[parsed[0]] = days.get(parsed[0], 0) + parsed[1]
    for d, mins in sorted(days.items()):
        print(f"{d} {mins // 60}:{mins % 60:02}")
    total = sum(days.values())
    print(f"total {total // 60}:{total % 60:02}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
