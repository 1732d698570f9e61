"""Total worked hours per day from a timesheet file."""
import re
import sys
from datetime import date

LINE_RE = re.compile(r"(\d{4}-\d{2}-\d{2})\s+(\d{2}):(\d{2})\s+(\d{2}):(\d{2})")


def parse_line(line):
    """Return (iso_date, minutes) for one timesheet line; ValueError if malformed."""
    m = LINE_RE.fullmatch(line.strip())
    if not m:
        raise ValueError("malformed line")
    day = date.fromisoformat(m.group(1))
    sh, sm, eh, em = (int(x) for x in m.groups()[1:])
    if sh > 23 or eh > 23 or sm > 59 or em > 59:
        raise ValueError("bad time")
    start, end = sh * 60 + sm, eh * 60 + em
    if end < start:
        end += 24 * 60
    return day.isoformat(), end - start


def fmt(minutes):
    return f"{minutes // 60}:{minutes % 60:02d}"


def main(argv=None):
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: shifts.py TIMESHEET", file=sys.stderr)
        return 2
    try:
        with open(args[0], encoding="utf-8") as fh:
            lines = fh.read().splitlines()
    except OSError as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    totals = {}
    for number, line in enumerate(lines, 1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        try:
            day, minutes = parse_line(line)
        except ValueError:
            print(f"error: line {number}: {line}", file=sys.stderr)
            return 2
        totals[day] = totals.get(day, 0) + minutes
    for day in sorted(totals):
        print(f"{day} {fmt(totals[day])}")
    print(f"TOTAL {fmt(sum(totals.values()))}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
