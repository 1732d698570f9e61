"""Fuel consumption report from a log of full-tank fill-ups."""

import sys


class LogError(Exception):
    pass


def read_log(path):
    """Return a list of (date, odometer, litres) rows, checking them as it goes."""
    rows = []
    with open(path, encoding="utf-8") as handle:
        lines = handle.read().splitlines()
    for number, line in enumerate(lines, start=1):
        if number == 1 or not line.strip():
            continue
        fields = [field.strip() for field in line.split(",")]
        if len(fields) != 3:
            raise LogError(f"line {number}: expected 3 fields, got {len(fields)}")
        date, odometer, litres = fields
        try:
            odometer = int(odometer)
            litres = float(litres)
        except ValueError:
            raise LogError(f"line {number}: bad number") from None
        if rows and odometer <= rows[-1][1]:
            raise LogError(f"line {number}: odometer {odometer} is not above {rows[-1][1]}")
        rows.append((date, odometer, litres))
    if len(rows) < 2:
        raise LogError("need at least two fill-ups")
    return rows


def report(rows):
    out = []
    for previous, current in zip(rows, rows[1:]):
        distance = current[1] - previous[1]
        out.append(f"{current[0]}: {distance} km, {current[2] / distance * 100:.2f} L/100km")
    figures = [cur[2] / (cur[1] - prev[1]) * 100 for prev, cur in zip(rows, rows[1:])]
    out.append(f"average: {sum(figures) / len(figures):.2f} L/100km")
    return out


def main(argv):
    if len(argv) != 1:
        print("fuel: usage: python fuel.py LOGFILE", file=sys.stderr)
        return 2
    try:
        rows = read_log(argv[0])
    except OSError as exc:
        print(f"fuel: cannot read {argv[0]}: {exc.strerror}", file=sys.stderr)
        return 2
    except LogError as exc:
        print(f"fuel: {exc}", file=sys.stderr)
        return 1
    print("\n".join(report(rows)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
