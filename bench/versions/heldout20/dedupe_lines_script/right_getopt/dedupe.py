#!/usr/bin/env python3
"""dedupe - drop repeated lines from stdin."""
import getopt
import sys
from collections import Counter


def unique_lines(lines, fold):
    counts = Counter()
    firsts = []
    spelling = {}
    for line in lines:
        key = line.casefold() if fold else line
        if key not in spelling:
            spelling[key] = line
            firsts.append(key)
        counts[key] += 1
    return [(spelling[k], counts[k]) for k in firsts]


def main(argv):
    try:
        opts, rest = getopt.getopt(argv, "ic")
    except getopt.GetoptError as err:
        sys.stderr.write(f"error: {err}\n")
        return 2
    if rest:
        sys.stderr.write("error: unexpected arguments\n")
        return 2
    flags = {name for name, _ in opts}
    lines = [l.rstrip("\n") for l in sys.stdin.readlines()]
    out = []
    for line, n in unique_lines(lines, "-i" in flags):
        out.append(f"{n:4d} {line}" if "-c" in flags else line)
    if out:
        print("\n".join(out))
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
