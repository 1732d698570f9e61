"""My reading log. Each line of reading.txt is 'YYYY-MM-DD, title, pages'."""

from datetime import date


def parse_line(line):
    """'2024-03-02, Dune, 40' -> (date(2024, 3, 2), 'Dune', 40).

    A line without exactly three parts, a bad date or negative pages is a ValueError.
    """
    parts = [part.strip() for part in line.split(",")]
    if len(parts) != 3 or not parts[1]:
        raise ValueError(f"bad line: {line!r}")
    day = date.fromisoformat(parts[0])
    pages = int(parts[2])
    if pages < 0:
        raise ValueError(f"negative pages: {line!r}")
    return day, parts[1], pages


def pages_per_book(entries):
    """{title: total pages read}, from a list of parse_line results."""
    totals = {}
    for _, title, pages in entries:
        totals[title] = totals.get(title, 0) + pages
    return totals


def longest_streak(entries):
    """The most days in a row with some reading (pages > 0) on each."""
    days = sorted({day for day, _, pages in entries if pages > 0})
    best = run = 0
    previous = None
    for day in days:
        run = run + 1 if previous is not None and (day - previous).days == 1 else 1
        best = max(best, run)
        previous = day
    return best
