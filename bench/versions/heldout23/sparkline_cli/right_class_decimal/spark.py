#!/usr/bin/env python3
import re
import sys
from decimal import Decimal, ROUND_HALF_UP


class Sparkline:
    BARS = "\u2581\u2582\u2583\u2584\u2585\u2586\u2587\u2588"
    ASCII = "12345678"

    def __init__(self, values):
        if not values:
            raise ValueError("no numbers")
        self.values = values

    def levels(self):
        lo, hi = min(self.values), max(self.values)
        if lo == hi:
            return [3 for _ in self.values]
        span = hi - lo
        return [int(((v - lo) * 7 / span).quantize(Decimal(1), rounding=ROUND_HALF_UP))
                for v in self.values]

    def render(self, ascii_only=False):
        alphabet = self.ASCII if ascii_only else self.BARS
        return "".join(alphabet[i] for i in self.levels())


class InputError(Exception):
    pass


def read_values(text):
    result = []
    for piece in re.split(r"[,\s]", text):
        if piece == "":
            continue
        try:
            as_float = float(piece)
        except ValueError:
            raise InputError(f"error: not a number: '{piece}'")
        if as_float != as_float or as_float in (float("inf"), float("-inf")):
            raise InputError(f"error: not a number: '{piece}'")
        result.append(Decimal(repr(as_float)))
    return result


def run(argv, stdin):
    flags = [a for a in argv if a.startswith("--")]
    paths = [a for a in argv if not a.startswith("--")]
    if any(f != "--ascii" for f in flags) or len(paths) > 1:
        return 2, "", "usage: python spark.py [--ascii] [FILE]"
    if paths and paths[0] != "-":
        try:
            with open(paths[0], encoding="utf-8") as handle:
                text = handle.read()
        except OSError:
            return 1, "", f"error: cannot read {paths[0]}"
    else:
        text = stdin.read()
    try:
        values = read_values(text)
    except InputError as err:
        return 1, "", str(err)
    if not values:
        return 1, "", "error: no numbers"
    return 0, Sparkline(values).render("--ascii" in flags), ""


if __name__ == "__main__":
    code, out, err = run(sys.argv[1:], sys.stdin)
    if out:
        print(out)
    if err:
        print(err, file=sys.stderr)
    sys.exit(code)
