import sys


def load(path):
    with open(path) as fh:
        lines = fh.read().splitlines()[1:]
    rows = []
    for n, line in enumerate(lines, 1):
        if not line.strip():
            continue
        parts = line.split(",")
        if len(parts) != 3:
            raise ValueError(f"line {n}: expected 3 fields")
        try:
            odo = int(parts[1])
            litres = float(parts[2])
        except ValueError:
            raise ValueError(f"line {n}: bad number")
        if rows and odo <= rows[-1][1]:
            raise ValueError(f"line {n}: odometer not increasing")
        rows.append((parts[0], odo, litres))
    if len(rows) < 2:
        raise ValueError("need at least two fill-ups")
    return rows


def main(args):
    if len(args) != 1:
        print("fuel: usage: python fuel.py LOGFILE", file=sys.stderr)
        return 2
    try:
        rows = load(args[0])
    except OSError:
        print(f"fuel: cannot open {args[0]}", file=sys.stderr)
        return 2
    except ValueError as exc:
        print(f"fuel: {exc}", file=sys.stderr)
        return 1
    for a, b in zip(rows, rows[1:]):
        km = b[1] - a[1]
        print(f"{b[0]}: {km} km, {b[2] / km * 100:.2f} L/100km")
    litres = sum(r[2] for r in rows[1:])
    print(f"average: {litres / (rows[-1][1] - rows[0][1]) * 100:.2f} L/100km")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
