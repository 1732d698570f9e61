"""Summarise a hydrometer log read from stdin."""
import sys
from datetime import datetime


class LogError(Exception):
    pass


def parse(lines):
    readings = []
    for number, line in enumerate(lines, start=1):
        if not line.strip() or line.startswith("#"):
            continue
        fields = line.split()
        if len(fields) != 2:
            raise LogError(f"line {number}: cannot parse")
        try:
            day = datetime.strptime(fields[0], "%Y-%m-%d").date()
            gravity = float(fields[1])
        except ValueError:
            raise LogError(f"line {number}: cannot parse") from None
        if readings and day < readings[-1][0]:
            raise LogError(f"line {number}: date not after previous")
        readings.append((day, gravity))
    if not readings:
        raise LogError("no readings")
    return readings


def summary(readings):
    og = readings[0][1]
    fg = readings[-1][1]
    abv = (og - fg) * 131.25
    attenuation = (og - fg) / (og - 1) * 100
    last = [g for _, g in readings[-3:]]
    stable = len(last) == 3 and last[0] == last[1] == last[2]
    return [
        f"OG {og:.3f}",
        f"FG {fg:.3f}",
        f"ABV {abv:.2f}%",
        f"attenuation {attenuation:.1f}%",
        f"stable {'yes' if stable else 'no'}",
    ]


def main():
    try:
        readings = parse(sys.stdin.read().splitlines())
    except LogError as exc:
        print(exc, file=sys.stderr)
        return 1
    print("\n".join(summary(readings)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
