import getopt
import sys
from datetime import date


def usage_exit():
    sys.stderr.write("usage: hdd.py FILE [--base B]\n")
    sys.exit(2)


class BadLine(Exception):
    def __init__(self, msg):
        super().__init__(msg)
        self.msg = msg


def parse_line(lineno, line):
    bits = line.split(",")
    if len(bits) != 3:
        raise BadLine(f"error: line {lineno}: bad record")
    ds, lo, hi = bits
    try:
        if len(ds) != 10 or ds[4] != "-" or ds[7] != "-":
            raise ValueError
        y, m, d = ds[:4], ds[5:7], ds[8:]
        if not (y + m + d).isdigit() or not (y + m + d).isascii():
            raise ValueError
        day = date(int(y), int(m), int(d))
        lo, hi = float(lo), float(hi)
    except ValueError:
        raise BadLine(f"error: line {lineno}: bad record") from None
    if lo > hi:
        raise BadLine(f"error: line {lineno}: bad record")
    return day, lo, hi


def run(path, base):
    try:
        with open(path, encoding="utf-8") as f:
            content = f.read().split("\n")
    except (OSError, UnicodeDecodeError):
        print(f"error: cannot read {path}", file=sys.stderr)
        return 1
    try:
        if content[0].rstrip("\r") != "date,min,max":
            raise BadLine("error: line 1: bad header")
        seen = {}
        for lineno, raw in enumerate(content[1:], start=2):
            raw = raw.rstrip("\r")
            if not raw.strip():
                continue
            day, lo, hi = parse_line(lineno, raw)
            if day in seen:
                raise BadLine(f"error: line {lineno}: duplicate date {day:%Y-%m-%d}")
            seen[day] = max(0.0, base - (lo + hi) / 2)
    except BadLine as e:
        print(e.msg, file=sys.stderr)
        return 1
    months = sorted({d.strftime("%Y-%m") for d in seen})
    for m in months:
        total = sum(v for d, v in seen.items() if d.strftime("%Y-%m") == m)
        print(f"{m} {round(total, 1):.1f}")
    print(f"total {sum(seen.values()):.1f}")
    return 0


def main():
    try:
        opts, args = getopt.gnu_getopt(sys.argv[1:], "", ["base="])
    except getopt.GetoptError:
        usage_exit()
    if len(args) != 1:
        usage_exit()
    base = 15.5
    for _, val in opts:
        try:
            base = float(val)
        except ValueError:
            usage_exit()
    return run(args[0], base)


if __name__ == "__main__":
    sys.exit(main())
