#!/usr/bin/env python3
import argparse
import re
import sys
from decimal import Decimal, ROUND_HALF_UP

ENTRY = re.compile(r"^\s*(\S+)\s+(\d+)\s*$")


def scaled(value: int, top: int, width: int) -> int:
    if value == 0:
        return 0
    exact = Decimal(value) * width / Decimal(top)
    return max(1, int(exact.quantize(Decimal(1), rounding=ROUND_HALF_UP)))


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("path")
    ap.add_argument("--width", type=int, default=40)
    ns = ap.parse_args()
    try:
        lines = open(ns.path, encoding="utf-8").read().splitlines()
    except (OSError, UnicodeDecodeError):
        print("error: cannot read " + ns.path, file=sys.stderr)
        return 1
    data = []
    for idx, line in enumerate(lines, start=1):
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        m = ENTRY.match(line)
        if m is None:
            print(f"error: line {idx}: bad entry", file=sys.stderr)
            return 1
        data.append((m.group(1), int(m.group(2))))
    if data:
        w = max(len(lbl) for lbl, _ in data)
        top = max(v for _, v in data)
        for lbl, v in data:
            bar = "#" * scaled(v, top, ns.width)
            print(" ".join(x for x in (f"{lbl:<{w}} |", bar, str(v)) if x))
    return 0


if __name__ == "__main__":
    sys.exit(main())
