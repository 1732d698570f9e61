import math
import sys
from fractions import Fraction

BARS = "▁▂▃▄▅▆▇█"


def die(message, code=1):
    sys.stderr.write(message + "\n")
    sys.exit(code)


def tokens(text):
    for line in text.splitlines():
        for chunk in line.replace(",", " ").split():
            yield chunk


def main():
    args = sys.argv[1:]
    use_ascii = "--ascii" in args
    rest = [a for a in args if a != "--ascii"]
    if any(a.startswith("--") for a in rest) or len(rest) > 1:
        die("usage: python spark.py [--ascii] [FILE]", 2)
    source = rest[0] if rest else "-"
    if source == "-":
        text = sys.stdin.read()
    else:
        try:
            with open(source) as fh:
                text = fh.read()
        except OSError:
            die(f"error: cannot read {source}")
    numbers = []
    for tok in tokens(text):
        try:
            f = float(tok)
        except ValueError:
            f = math.nan
        if not math.isfinite(f):
            die(f"error: not a number: '{tok}'")
        numbers.append(Fraction(f))
    if not numbers:
        die("error: no numbers")
    lo, hi = min(numbers), max(numbers)
    out = []
    for n in numbers:
        if hi == lo:
            level = 3
        else:
            level = math.floor((n - lo) * 7 / (hi - lo) + Fraction(1, 2))
        out.append(str(level + 1) if use_ascii else BARS[level])
    print("".join(out))


if __name__ == "__main__":
    main()
