"""Sum timesheet shifts per day."""
import re
import sys

LINE = re.compile(r"(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2})-(\d{2}):(\d{2})")


def fmt(minutes):
    return f"{minutes // 60}:{minutes % 60:02d}"


def main(argv):
    if len(argv) != 2:
        print("usage: hours.py FILE", file=sys.stderr)
        return 2
    path = argv[1]
    try:
        with open(path, encoding="utf-8") as fh:
            lines = fh.read().splitlines()
    except OSError:
        print(f"hours.py: cannot read {path}", file=sys.stderr)
        return 2
    per_day = {}
    number = 0
    for raw in lines:
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        number += 1
        m = LINE.fullmatch(line)
        ok = m is not None
        if ok:
            h1, m1, h2, m2 = (int(g) for g in m.group(2, 3, 4, 5))
            ok = h1 < 24 and h2 < 24 and m1 < 60 and m2 < 60
            start, end = h1 * 60 + m1, h2 * 60 + m2
            ok = ok and end > start
        if not ok:
            print(f"hours.py: line {number}: bad entry", file=sys.stderr)
            return 1
        per_day[m.group(1)] = per_day.get(m.group(1), 0) + end - start
    for day in sorted(per_day):
        print(f"{day} {fmt(per_day[day])}")
    print(f"total {fmt(sum(per_day.values()))}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
