import sys
from collections import defaultdict
from datetime import datetime


def parse(entry):
    day_text, _, span = entry.partition(" ")
    start_text, sep, end_text = span.partition("-")
    if not sep or len(day_text) != 10 or len(start_text) != 5 or len(end_text) != 5:
        raise ValueError("bad format")
    day = datetime.strptime(day_text, "%Y-%m-%d").date()
    start = datetime.strptime(start_text, "%H:%M")
    end = datetime.strptime(end_text, "%H:%M")
    if end <= start:
        raise ValueError("end must be after start")
    return day, int((end - start).total_seconds() // 60)


def show(minutes, decimal):
    return "%.2f" % (minutes / 60) if decimal else "%d:%02d" % divmod(minutes, 60)


def main(argv):
    decimal = "--decimal" in argv
    rest = [a for a in argv if a != "--decimal"]
    path = rest[0] if rest else "-"
    if path == "-":
        text = sys.stdin.read()
    else:
        try:
            with open(path) as fh:
                text = fh.read()
        except OSError as exc:
            sys.stderr.write(f"cannot read {path}: {exc}\n")
            return 1
    totals = defaultdict(int)
    for n, line in enumerate(text.splitlines(), 1):
        line = line.strip()
        if line == "" or line[0] == "#":
            continue
        try:
            day, minutes = parse(line)
        except ValueError as exc:
            sys.stderr.write(f"line {n}: {exc}\n")
            return 2
        totals[day] += minutes
    out = [f"{d.isoformat()} {show(m, decimal)}" for d, m in sorted(totals.items())]
    out.append("total " + show(sum(totals.values()), decimal))
    print("\n".join(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
