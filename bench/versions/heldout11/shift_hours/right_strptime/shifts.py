import sys
from collections import defaultdict
from datetime import datetime, timedelta


def to_minutes(text):
    if len(text) != 5 or text[2] != ":" or not (text[:2] + text[3:]).isdigit():
        raise ValueError(text)
    t = datetime.strptime(text, "%H:%M")
    return t.hour * 60 + t.minute


def hm(total):
    h, m = divmod(total, 60)
    return "%d:%02d" % (h, m)


def main():
    if len(sys.argv) != 2:
        sys.stderr.write("usage: shifts.py TIMESHEET\n")
        sys.exit(2)
    try:
        text = open(sys.argv[1]).read()
    except (OSError, UnicodeDecodeError) as e:
        sys.stderr.write("cannot read %s: %s\n" % (sys.argv[1], e))
        sys.exit(1)
    per_day = defaultdict(int)
    for i, raw in enumerate(text.split("\n"), start=1):
        s = raw.strip()
        if s == "" or s.startswith("#"):
            continue
        parts = s.split()
        try:
            if len(parts) != 3:
                raise ValueError("fields")
            d = datetime.strptime(parts[0], "%Y-%m-%d").date()
            if len(parts[0]) != 10:
                raise ValueError("date")
            a, b = to_minutes(parts[1]), to_minutes(parts[2])
        except ValueError:
            sys.stderr.write("error: line %d: %s\n" % (i, raw))
            sys.exit(2)
        per_day[d] += (b - a) % (24 * 60)
    for d in sorted(per_day):
        print(d.isoformat(), hm(per_day[d]))
    print("TOTAL", hm(sum(per_day.values())))


if __name__ == "__main__":
    main()
