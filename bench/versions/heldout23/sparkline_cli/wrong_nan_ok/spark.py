"""Print a one-line sparkline of numbers: python spark.py [--ascii] [FILE]"""
import math
import re
import sys

BARS = "\u2581\u2582\u2583\u2584\u2585\u2586\u2587\u2588"
DIGITS = "12345678"
USAGE = "usage: python spark.py [--ascii] [FILE]"


def parse_numbers(text):
    values = []
    for piece in re.split(r"[\s,]+", text):
        if not piece:
            continue
        try:
            value = float(piece)
        except ValueError:
            raise ValueError(piece)
        values.append(value)
    return values


def levels(values):
    lo, hi = min(values), max(values)
    if hi == lo:
        return [3] * len(values)
    return [math.floor((v - lo) * 7 / (hi - lo) + 0.5) for v in values]


def main(argv):
    ascii_mode = False
    files = []
    for arg in argv:
        if arg == "--ascii":
            ascii_mode = True
        elif arg.startswith("--"):
            print(USAGE, file=sys.stderr)
            return 2
        else:
            files.append(arg)
    if len(files) > 1:
        print(USAGE, file=sys.stderr)
        return 2
    if not files or files[0] == "-":
        text = sys.stdin.read()
    else:
        try:
            with open(files[0], encoding="utf-8") as fh:
                text = fh.read()
        except OSError:
            print(f"error: cannot read {files[0]}", file=sys.stderr)
            return 1
    try:
        values = parse_numbers(text)
    except ValueError as exc:
        print(f"error: not a number: '{exc}'", file=sys.stderr)
        return 1
    if not values:
        print("error: no numbers", file=sys.stderr)
        return 1
    chars = DIGITS if ascii_mode else BARS
    print("".join(chars[level] for level in levels(values)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
