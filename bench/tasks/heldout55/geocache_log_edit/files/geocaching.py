"""My geocaching log, copied out of the app one entry a line:

    2024-03-02 | GC8XYZ1 | Traditional | Found it

date, cache code, cache type and log type, split by "|". The log types are
"Found it", "Didn't find it" and "Write note".
"""

from collections import Counter
from datetime import date

LOG_TYPES = {"found it", "didn't find it", "write note"}


def parse_log(lines):
    """The entries as a list of dicts with "date" (a date), "code" (upper
    case), "type" and "log" (as written, spaces round them taken off), in the
    order of the lines.

    Blank lines and lines starting with # are skipped. A line that hasn't got
    four fields, a bad date, an empty code or an unknown log type (capitals
    don't matter) is a ValueError.
    """
    entries = []
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        fields = [field.strip() for field in text.split("|")]
        if len(fields) != 4:
            raise ValueError(f"line {number}: expected 4 fields")
        day, code, kind, log = fields
        try:
            when = date.fromisoformat(day)
        except ValueError:
            raise ValueError(f"line {number}: bad date {day!r}") from None
        if not code:
            raise ValueError(f"line {number}: no cache code")
        if log.lower() not in LOG_TYPES:
            raise ValueError(f"line {number}: unknown log type {log!r}")
        entries.append({"date": when, "code": code.upper(), "type": kind, "log": log})
    return entries


def finds(entries):
    """The entries that count as finds: "Found it" logs (any capitals), and
    only the first one for each cache - logging the same cache found twice
    doesn't count twice."""
    seen = set()
    out = []
    for entry in entries:
        if entry["log"].lower() != "found it" or entry["code"] in seen:
            continue
        seen.add(entry["code"])
        out.append(entry)
    return out


def finds_by_type(entries):
    """{cache type: number of finds}, most first, then by type name."""
    counts = Counter(entry["type"] for entry in finds(entries))
    return dict(sorted(counts.items(), key=lambda item: (-item[1], item[0])))


def finds_in_year(entries, year):
    """How many finds were in ``year``."""
    return sum(1 for entry in finds(entries) if entry["date"].year == year)
