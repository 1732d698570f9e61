import sys


def main():
    if len(sys.argv) != 2:
        print("fuel: usage: python fuel.py LOGFILE", file=sys.stderr)
        return 2
    try:
        with open(sys.argv[1]) as fh:
            lines = fh.read().splitlines()
    except OSError:
        print("fuel: cannot open " + sys.argv[1], file=sys.stderr)
        return 2
    prev = None
    total_l = 0.0
    first_odo = None
    count = 0
    for n, line in enumerate(lines, 1):
        if n == 1 or not line.strip():
            continue
        parts = line.split(",")
        if len(parts) != 3:
            print(f"fuel: line {n}: expected 3 fields", file=sys.stderr)
            return 1
        try:
            date, odo, litres = parts[0], int(parts[1]), float(parts[2])
        except ValueError:
            print(f"fuel: line {n}: bad number", file=sys.stderr)
            return 1
        count += 1
        if prev is None:
            first_odo = odo
        else:
            if odo <= prev:
                print(f"fuel: line {n}: odometer went backwards", file=sys.stderr)
                return 1
            km = odo - prev
            total_l += litres
            print(f"{date}: {km} km, {litres / km * 100:.2f} L/100km")
        prev = odo
    if count < 2:
        print("fuel: need at least two fill-ups", file=sys.stderr)
        return 1
    print(f"average: {total_l / (prev - first_odo) * 100:.2f} L/100km")
    return 0


sys.exit(main())
