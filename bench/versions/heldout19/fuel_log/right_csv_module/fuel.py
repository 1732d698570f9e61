import csv
import sys


def fail(message, status):
    sys.stderr.write(f"fuel: {message}\n")
    sys.exit(status)


def main():
    if len(sys.argv) != 2:
        fail("usage: fuel.py LOGFILE", 2)
    path = sys.argv[1]
    try:
        handle = open(path, newline="")
    except OSError as exc:
        fail(f"can't open {path}: {exc}", 2)
    with handle:
        reader = csv.reader(handle)
        fills = []
        for row in reader:
            lineno = reader.line_num
            if lineno == 1:
                continue
            if not row or all(not cell.strip() for cell in row):
                continue
            if len(row) != 3:
                fail(f"line {lineno}: wrong number of fields", 1)
            try:
                odo = int(row[1])
                litres = float(row[2])
            except ValueError:
                fail(f"line {lineno}: can't read number", 1)
            if fills and odo <= fills[-1][1]:
                fail(f"line {lineno}: odometer did not go up", 1)
            fills.append((row[0].strip(), odo, litres))
    if len(fills) < 2:
        fail("need at least two fill-ups", 1)
    lines = []
    used = 0.0
    for prev, cur in zip(fills, fills[1:]):
        km = cur[1] - prev[1]
        used += cur[2]
        lines.append("%s: %d km, %.2f L/100km" % (cur[0], km, 100 * cur[2] / km))
    lines.append("average: %.2f L/100km" % (100 * used / (fills[-1][1] - fills[0][1])))
    print("\n".join(lines))


if __name__ == "__main__":
    main()
