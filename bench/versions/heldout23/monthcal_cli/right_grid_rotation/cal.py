import sys

MONTH_LOOKUP = {}
for _i, _name in enumerate(["January", "February", "March", "April", "May", "June", "July",
                            "August", "September", "October", "November", "December"], 1):
    MONTH_LOOKUP[_name.lower()] = (_i, _name)
    MONTH_LOOKUP[_name[:3].lower()] = (_i, _name)
    MONTH_LOOKUP[str(_i)] = (_i, _name)
    MONTH_LOOKUP["%02d" % _i] = (_i, _name)
DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]


def leap(y):
    return (y % 400 == 0) or (y % 4 == 0 and y % 100 != 0)


def day_count(y, m):
    return 29 if m == 2 and leap(y) else DAYS[m - 1]


def first_weekday(y, m):
    """Monday=0. Count days from 0001-01-01 (a Monday)."""
    days = 0
    prev = y - 1
    days += prev * 365 + prev // 4 - prev // 100 + prev // 400
    for mm in range(1, m):
        days += day_count(y, mm)
    return days % 7


def build(year, month, sunday):
    number, name = month, MONTH_LOOKUP[str(month)][1]
    header = "Mo Tu We Th Fr Sa Su".split()
    lead = first_weekday(year, number)
    if sunday:
        header = header[6:] + header[:6]
        lead = (lead + 1) % 7
    grid = [None] * lead + list(range(1, day_count(year, number) + 1))
    grid += [None] * (-len(grid) % 7)
    title = f"{name} {year}"
    rows = [title.rjust(len(title) + (20 - len(title)) // 2), " ".join(header)]
    for w in range(0, len(grid), 7):
        rows.append(" ".join("  " if d is None else str(d).rjust(2) for d in grid[w:w + 7]).rstrip())
    return "\n".join(rows)


def main(args):
    sunday = args.count("--sunday") > 0
    rest = [a for a in args if a != "--sunday"]
    if len(rest) != 2 or [a for a in rest if a.startswith("--")]:
        sys.stderr.write("usage: python cal.py [--sunday] YEAR MONTH\n")
        return 2
    ytxt, mtxt = rest
    ok_year = ytxt != "" and all(c in "0123456789" for c in ytxt) and 1 <= int(ytxt) <= 9999
    if not ok_year:
        sys.stderr.write(f"error: bad year '{ytxt}'\n")
        return 1
    key = mtxt.lower()
    if key.isdigit() and key.isascii() and key.lstrip("0") in MONTH_LOOKUP and key.lstrip("0"):
        key = key.lstrip("0")
    if key not in MONTH_LOOKUP:
        sys.stderr.write(f"error: bad month '{mtxt}'\n")
        return 1
    sys.stdout.write(build(int(ytxt), MONTH_LOOKUP[key][0], sunday) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
