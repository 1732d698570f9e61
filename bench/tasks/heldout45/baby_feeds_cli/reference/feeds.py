"""Daily totals from the baby's bottle-feed log: python feeds.py FILE"""

import sys
from datetime import date, datetime


def read_log(lines):
    """{date: [ml, ...]} from log lines 'YYYY-MM-DD HH:MM ML'; ValueError names a bad line."""
    days = {}
    for number, line in enumerate(lines, start=1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        parts = text.split()
        try:
            if len(parts) != 3 or not parts[2].isdigit() or int(parts[2]) < 1:
                raise ValueError
            day = date.fromisoformat(parts[0])
            datetime.strptime(parts[1], "%H:%M")
            if len(parts[0]) != 10 or len(parts[1]) != 5:
                raise ValueError
        except ValueError:
            raise ValueError(f"line {number}: {text}") from None
        days.setdefault(day, []).append(int(parts[2]))
    return days


def main(argv=None):
    args = sys.argv[1:] if argv is None else argv
    if len(args) != 1:
        print("usage: python feeds.py FILE", file=sys.stderr)
        return 2
    try:
        with open(args[0], encoding="utf-8") as fh:
            days = read_log(fh.read().splitlines())
    except OSError as err:
        print(f"can't read {args[0]}: {err.strerror}", file=sys.stderr)
        return 1
    except ValueError as err:
        print(err, file=sys.stderr)
        return 1
    if not days:
        print("no feeds")
        return 0
    for day in sorted(days):
        feeds = days[day]
        word = "feed" if len(feeds) == 1 else "feeds"
        print(f"{day.isoformat()}: {len(feeds)} {word}, {sum(feeds)} ml")
    total = sum(sum(feeds) for feeds in days.values())
    print(f"average: {round(total / len(days))} ml a day")
    return 0


if __name__ == "__main__":
    sys.exit(main())
