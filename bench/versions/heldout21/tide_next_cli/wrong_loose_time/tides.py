"""Say what the tide is doing at a given time."""
import re
import sys

TIME = re.compile(r"^([01]?\d|2[0-3]):([0-5]\d)$")


def parse_time(text):
    m = TIME.match(text)
    if not m:
        raise ValueError(text)
    return int(m.group(1)) * 60 + int(m.group(2))


def parse_entry(line):
    parts = line.split()
    if len(parts) != 3:
        raise ValueError(line)
    minutes = parse_time(parts[0])
    kind = parts[1].lower()
    if kind not in ("high", "low"):
        raise ValueError(line)
    height = float(parts[2])
    if height != height or height in (float("inf"), float("-inf")):
        raise ValueError(line)
    return minutes, kind, height


def load(path):
    with open(path, encoding="utf-8") as fh:
        text = fh.read()
    entries = []
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        try:
            entries.append(parse_entry(stripped))
        except ValueError:
            raise SyntaxError(f"error: line {number}: bad tide entry")
    return sorted(entries)


def duration(minutes):
    if minutes < 60:
        return f"{minutes}m"
    return f"{minutes // 60}h{minutes % 60:02d}m"


def main(argv):
    if len(argv) != 2:
        print("usage: python tides.py FILE HH:MM", file=sys.stderr)
        return 2
    path, when = argv
    try:
        now = parse_time(when)
    except ValueError:
        print(f"error: bad time '{when}'", file=sys.stderr)
        return 2
    try:
        entries = load(path)
    except OSError:
        print(f"error: cannot read {path}", file=sys.stderr)
        return 2
    except SyntaxError as exc:
        print(exc.msg, file=sys.stderr)
        return 2
    for minutes, kind, height in entries:
        if minutes == now:
            print(f"{kind} tide now ({height:.1f} m)")
            return 0
        if minutes > now:
            trend = "rising" if kind == "high" else "falling"
            hhmm = f"{minutes // 60:02d}:{minutes % 60:02d}"
            print(f"{trend}, {kind} tide at {hhmm} ({height:.1f} m) in {duration(minutes - now)}")
            return 0
    print("no more tides today")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
