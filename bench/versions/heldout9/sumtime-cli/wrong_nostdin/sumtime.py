"""Add up durations like 1h30m, one per line, from a file or stdin."""
import re
import sys

DURATION = re.compile(r"(?:(\d+)h)?(?:(\d+)m)?")


def parse_minutes(text):
    match = DURATION.fullmatch(text)
    if not match or (match.group(1) is None and match.group(2) is None):
        raise ValueError(text)
    return int(match.group(1) or 0) * 60 + int(match.group(2) or 0)


def total_minutes(lines):
    total = 0
    for number, line in enumerate(lines, start=1):
        text = line.strip()
        if not text:
            continue
        try:
            total += parse_minutes(text)
        except ValueError:
            raise ValueError(f"line {number}: invalid duration '{text}'") from None
    return total


def main(argv):
    with open(argv[0]) as handle:
        lines = handle.read().splitlines()
    try:
        total = total_minutes(lines)
    except ValueError as exc:
        print(f"sumtime: {exc}", file=sys.stderr)
        return 1
    hours, minutes = divmod(total, 60)
    print(f"{hours}:{minutes:02d}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
