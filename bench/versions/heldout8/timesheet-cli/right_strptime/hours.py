import sys
from collections import defaultdict
from datetime import datetime


def die(msg):
    sys.stderr.write("error: " + msg + "\n")
    raise SystemExit(2)


def parse(line):
    try:
        day, span = line.split()
        start_s, end_s = span.split("-")
        datetime.strptime(day, "%Y-%m-%d")
        start = datetime.strptime(start_s, "%H:%M")
        end = datetime.strptime(end_s, "%H:%M")
    except ValueError:
        die(f"malformed line: {line}")
    if len(start_s) != 5 or len(end_s) != 5:
        die(f"malformed line: {line}")
    if end <= start:
        die(f"end time not after start time: {line}")
    return day, (end - start).total_seconds() / 60


def main():
    if len(sys.argv) != 2:
        die("expected one argument, the timesheet file")
    try:
        text = open(sys.argv[1], encoding="utf-8").read()
    except OSError as e:
        die(str(e))
    totals = defaultdict(float)
    for line in text.splitlines():
        if line.strip():
            day, minutes = parse(line.strip())
            totals[day] += minutes
    out = [f"{day} {totals[day] / 60:.2f}" for day in sorted(totals)]
    if out:
        print("\n".join(out))


main()
