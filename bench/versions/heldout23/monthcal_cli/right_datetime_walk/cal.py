#!/usr/bin/env python3
import datetime as dt
import sys

MONTHS = ("january february march april may june july august september october "
          "november december").split()


def fail(msg, code):
    sys.stderr.write(msg + "\n")
    raise SystemExit(code)


def month_lines(year, month, week_start):
    """week_start: 0 for Monday, 6 for Sunday (as in date.weekday())."""
    title = "%s %d" % (MONTHS[month - 1].capitalize(), year)
    out = [" " * ((20 - len(title)) // 2) + title]
    heads = ["Mo", "Tu", "We", "Th", "Fr", "Sa", "Su"]
    if week_start == 6:
        heads = heads[-1:] + heads[:-1]
    out.append(" ".join(heads))
    day = dt.date(year, month, 1)
    column = (day.weekday() - week_start) % 7
    row = ["  "] * column
    while day.month == month:
        row.append("%2d" % day.day)
        if len(row) == 7:
            out.append(" ".join(row).rstrip())
            row = []
        if day == dt.date.max:
            break
        day += dt.timedelta(days=1)
    if row:
        out.append(" ".join(row).rstrip())
    return out


if __name__ == "__main__":
    argv = sys.argv[1:]
    week_start = 0
    if "--sunday" in argv:
        week_start = 6
        argv = [a for a in argv if a != "--sunday"]
    if len(argv) != 2 or any(a.startswith("--") for a in argv):
        fail("usage: python cal.py [--sunday] YEAR MONTH", 2)
    year_s, month_s = argv
    if not year_s.isascii() or not year_s.isdigit() or int(year_s) < 1 or int(year_s) > 9999:
        fail("error: bad year '%s'" % year_s, 1)
    key = month_s.lower()
    if month_s.isascii() and month_s.isdigit() and 1 <= int(month_s) <= 12:
        month = int(month_s)
    elif key in MONTHS:
        month = MONTHS.index(key) + 1
    elif key in [m[:3] for m in MONTHS]:
        month = [m[:3] for m in MONTHS].index(key) + 1
    else:
        fail("error: bad month '%s'" % month_s, 1)
    print("\n".join(month_lines(int(year_s), month, week_start)))
