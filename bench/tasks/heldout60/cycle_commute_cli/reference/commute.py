"""Totals for my bike rides to work, from a rides file of 'YYYY-MM-DD KM' lines.

    python commute.py summary rides.txt
    python commute.py month rides.txt 2024-03
    python commute.py saved rides.txt [--fare 2.80]
"""

import argparse
import re
import sys
from datetime import date


def month_arg(text):
    if not re.fullmatch(r"\d{4}-\d{2}", text) or not 1 <= int(text[5:]) <= 12:
        raise argparse.ArgumentTypeError(f"not a month (YYYY-MM): {text!r}")
    return text


def fare_arg(text):
    try:
        fare = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a fare: {text!r}") from None
    if not fare > 0:
        raise argparse.ArgumentTypeError(f"the fare must be more than 0: {text!r}")
    return fare


class BadFile(Exception):
    pass


def read_rides(path):
    try:
        with open(path, encoding="utf-8") as fh:
            lines = fh.read().splitlines()
    except OSError:
        raise BadFile(f"can't read {path}") from None
    rides = []
    for number, line in enumerate(lines, 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        parts = line.split()
        try:
            day, km = date.fromisoformat(parts[0]), float(parts[1])
            if len(parts) != 2 or not km > 0:
                raise ValueError
        except (ValueError, IndexError):
            raise BadFile(f"line {number} is not a ride: {line.strip()}") from None
        rides.append((day, km))
    return rides


def plural(n):
    return f"{n} ride" if n == 1 else f"{n} rides"


def main(argv=None):
    parser = argparse.ArgumentParser(prog="commute.py")
    commands = parser.add_subparsers(dest="command", required=True)
    commands.add_parser("summary").add_argument("rides")
    month = commands.add_parser("month")
    month.add_argument("rides")
    month.add_argument("month", type=month_arg)
    saved = commands.add_parser("saved")
    saved.add_argument("rides")
    saved.add_argument("--fare", type=fare_arg, default=2.50)
    args = parser.parse_args(argv)
    try:
        rides = read_rides(args.rides)
    except BadFile as err:
        print(f"error: {err}", file=sys.stderr)
        return 1
    if args.command == "summary":
        print(f"rides: {len(rides)}")
        print(f"distance: {sum(km for _, km in rides):.1f} km")
        if rides:
            day, km = min(rides, key=lambda r: (-r[1], r[0]))
            print(f"longest: {km:.1f} km on {day.isoformat()}")
    elif args.command == "month":
        chosen = [km for day, km in rides if day.isoformat()[:7] == args.month]
        print(f"{args.month}: {plural(len(chosen))}, {sum(chosen):.1f} km")
    else:
        print(f"saved £{len(rides) * args.fare:.2f} over {plural(len(rides))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
