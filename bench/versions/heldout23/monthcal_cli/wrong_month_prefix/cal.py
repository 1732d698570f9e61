"""Print a month calendar: python cal.py [--sunday] YEAR MONTH"""
import sys

NAMES = ["January", "February", "March", "April", "May", "June", "July", "August",
         "September", "October", "November", "December"]
USAGE = "usage: python cal.py [--sunday] YEAR MONTH"


def is_leap(year):
    return year % 4 == 0 and (year % 100 != 0 or year % 400 == 0)


def days_in_month(year, month):
    if month == 2:
        return 29 if is_leap(year) else 28
    return 30 if month in (4, 6, 9, 11) else 31


def weekday(year, month, day):
    """0 = Monday ... 6 = Sunday (Zeller-style, proleptic Gregorian)."""
    if month < 3:
        month += 12
        year -= 1
    k, j = year % 100, year // 100
    h = (day + 13 * (month + 1) // 5 + k + k // 4 + j // 4 + 5 * j) % 7  # 0 = Saturday
    return (h + 5) % 7


def parse_month(text):
    if text.isascii() and text.isdigit():
        value = int(text)
        return value if 1 <= value <= 12 else None
    low = text.lower()
    for number, name in enumerate(NAMES, start=1):
        if len(low) >= 3 and name.lower().startswith(low):
            return number
    return None


def render(year, month, sunday_first=False):
    title = f"{NAMES[month - 1]} {year}"
    lines = [" " * ((20 - len(title)) // 2) + title]
    lines.append("Su Mo Tu We Th Fr Sa" if sunday_first else "Mo Tu We Th Fr Sa Su")
    offset = weekday(year, month, 1)
    if sunday_first:
        offset = (offset + 1) % 7
    cells = ["  "] * offset + [f"{d:2d}" for d in range(1, days_in_month(year, month) + 1)]
    for start in range(0, len(cells), 7):
        lines.append(" ".join(cells[start:start + 7]).rstrip())
    return "\n".join(lines)


def main(argv):
    sunday = False
    positional = []
    for arg in argv:
        if arg == "--sunday":
            sunday = True
        elif arg.startswith("--"):
            positional = None
            break
        else:
            positional.append(arg)
    if positional is None or len(positional) != 2:
        print(USAGE, file=sys.stderr)
        return 2
    year_text, month_text = positional
    if not (year_text.isascii() and year_text.isdigit()) or not 1 <= int(year_text) <= 9999:
        print(f"error: bad year '{year_text}'", file=sys.stderr)
        return 1
    month = parse_month(month_text)
    if month is None:
        print(f"error: bad month '{month_text}'", file=sys.stderr)
        return 1
    print(render(int(year_text), month, sunday))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
