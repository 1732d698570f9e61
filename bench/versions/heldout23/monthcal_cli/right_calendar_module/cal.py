import calendar
import sys

USAGE = "usage: python cal.py [--sunday] YEAR MONTH"


def month_number(text):
    if text.isdigit() and text.isascii():
        n = int(text)
        return n if 1 <= n <= 12 else None
    t = text.lower()
    for i in range(1, 13):
        if t == calendar.month_name[i].lower() or t == calendar.month_abbr[i].lower():
            return i
    return None


def main():
    args = sys.argv[1:]
    first = calendar.MONDAY
    pos = []
    for a in args:
        if a == "--sunday":
            first = calendar.SUNDAY
        elif a.startswith("--"):
            print(USAGE, file=sys.stderr)
            return 2
        else:
            pos.append(a)
    if len(pos) != 2:
        print(USAGE, file=sys.stderr)
        return 2
    y, m = pos
    if not (y.isdigit() and y.isascii()) or not 1 <= int(y) <= 9999:
        print(f"error: bad year '{y}'", file=sys.stderr)
        return 1
    month = month_number(m)
    if month is None:
        print(f"error: bad month '{m}'", file=sys.stderr)
        return 1
    text = calendar.TextCalendar(first).formatmonth(int(y), month)
    for line in text.splitlines():
        if line.strip():
            print(line.rstrip())
    return 0


sys.exit(main())
