import bisect
import re
import sys

HHMM = re.compile(r"(\d\d):(\d\d)")


def clock(s):
    m = HHMM.fullmatch(s)
    if m is None or int(m[1]) > 23 or int(m[2]) > 59:
        raise ValueError
    return int(m[1]) * 60 + int(m[2])


def read_tides(path):
    times, rows = [], []
    with open(path) as fh:
        lines = fh.readlines()
    parsed = []
    for n, line in enumerate(lines, 1):
        s = line.strip()
        if not s or s.startswith("#"):
            continue
        try:
            t, kind, height = s.split()
            if kind.upper() not in {"HIGH", "LOW"}:
                raise ValueError
            parsed.append((clock(t), kind.lower(), float(height)))
        except ValueError:
            return None, n
    parsed.sort()
    return parsed, None


def main():
    if len(sys.argv) != 3:
        print("usage: python tides.py FILE HH:MM", file=sys.stderr)
        return 2
    try:
        now = clock(sys.argv[2])
    except ValueError:
        print(f"error: bad time '{sys.argv[2]}'", file=sys.stderr)
        return 2
    try:
        tides, bad_line = read_tides(sys.argv[1])
    except OSError:
        print(f"error: cannot read {sys.argv[1]}", file=sys.stderr)
        return 2
    if bad_line is not None:
        print(f"error: line {bad_line}: bad tide entry", file=sys.stderr)
        return 2
    i = bisect.bisect_left([t[0] for t in tides], now)
    if i == len(tides):
        print("no more tides today")
        return 0
    at, kind, height = tides[i]
    if at == now:
        print(f"{kind} tide now ({height:.1f} m)")
        return 0
    gap = at - now
    hours, mins = divmod(gap, 60)
    span = f"{hours}h{mins:02d}m" if hours else f"{mins}m"
    trend = {"high": "rising", "low": "falling"}[kind]
    print(f"{trend}, {kind} tide at {at // 60:02d}:{at % 60:02d} ({height:.1f} m) in {span}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
