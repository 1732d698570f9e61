import argparse
import calendar
import sys


def bad(n, why):
    print(f"line {n}: {why}", file=sys.stderr)
    sys.exit(2)


def to_minutes(hhmm, n):
    parts = hhmm.split(":")
    if len(parts) != 2 or not all(len(p) == 2 and p.isdigit() for p in parts):
        bad(n, f"bad time {hhmm!r}")
    h, m = int(parts[0]), int(parts[1])
    if h > 23 or m > 59:
        bad(n, f"time out of range {hhmm!r}")
    return h * 60 + m


def check_date(text, n):
    parts = text.split("-")
    if len(parts) != 3 or [len(p) for p in parts] != [4, 2, 2] or not all(p.isdigit() for p in parts):
        bad(n, f"bad date {text!r}")
    y, mo, d = map(int, parts)
    if not 1 <= mo <= 12 or not 1 <= d <= calendar.monthrange(y, mo)[1]:
        bad(n, f"no such date {text!r}")
    return text


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--decimal", action="store_true")
    ap.add_argument("file", nargs="?", default="-")
    a = ap.parse_args()
    try:
        src = sys.stdin if a.file == "-" else open(a.file)
    except OSError:
        print(f"error: cannot open {a.file}", file=sys.stderr)
        sys.exit(1)
    days = {}
    with src:
        for n, line in enumerate(src, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            fields = line.split(" ")
            if len(fields) != 2 or fields[1].count("-") != 1:
                bad(n, "expected YYYY-MM-DD HH:MM-HH:MM")
            day = check_date(fields[0], n)
            start_s, end_s = fields[1].split("-")
            start, end = to_minutes(start_s, n), to_minutes(end_s, n)
            if end <= start:
                bad(n, "end must be after start")
            days[day] = days.get(day, 0) + end - start

    def fmt(mins):
        if a.decimal:
            return format(mins / 60, ".2f")
        return f"{mins // 60}:{str(mins % 60).zfill(2)}"

    for day in sorted(days):
        print(day, fmt(days[day]))
    print("total", fmt(sum(days.values())))


if __name__ == "__main__":
    main()
