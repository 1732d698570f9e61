"""Daily generation from my solar panel meter readings."""

import argparse
import sys
from datetime import date


def fail(message):
    print(f"error: {message}", file=sys.stderr)
    sys.exit(1)


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("logfile")
    parser.add_argument("--rate", type=float, help="pence per kWh")
    args = parser.parse_args(argv)
    if args.rate is not None and args.rate < 0:
        parser.error("--rate can't be negative")
    try:
        with open(args.logfile, encoding="utf-8") as fh:
            text = fh.read()
    except OSError as exc:
        fail(f"can't read {args.logfile}: {exc.strerror}")
    readings = []
    for number, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split()
        try:
            if len(parts) != 2:
                raise ValueError
            day, value = date.fromisoformat(parts[0]), float(parts[1])
        except ValueError:
            fail(f"line {number}: can't read {line!r}")
        if readings and day <= readings[-1][0]:
            fail(f"line {number}: dates must go forward")
        if readings and value < readings[-1][1]:
            fail(f"line {number}: the meter went backwards")
        readings.append((day, value))
    if len(readings) < 2:
        fail("need at least two readings")
    for (_, before), (day, value) in zip(readings, readings[1:]):
        print(f"{day.isoformat()} {value - before:.1f} kWh")
    total = readings[-1][1] - readings[0][1]
    days = (readings[-1][0] - readings[0][0]).days
    print(f"total {total:.1f} kWh over {days} days")
    if args.rate is not None:
        print(f"earned £{total * args.rate / 100:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
