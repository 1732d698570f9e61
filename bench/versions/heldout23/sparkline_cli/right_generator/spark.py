import math
import sys

USAGE = "usage: python spark.py [--ascii] [FILE]"


def numbers_from(text):
    for raw_line in text.split("\n"):
        for part in raw_line.split(","):
            for word in part.split():
                try:
                    value = float(word)
                except ValueError:
                    value = None
                if value is None or math.isnan(value) or math.isinf(value):
                    raise SystemExit(("error: not a number: '%s'" % word, 1))
                yield value


def level_of(v, lo, hi):
    if hi == lo:
        return 3
    return int((v - lo) * 7 / (hi - lo) + 0.5)


def spark(argv):
    ascii_mode = False
    path = None
    for a in argv:
        if a == "--ascii":
            ascii_mode = True
        elif a[:2] == "--" or path is not None:
            raise SystemExit((USAGE, 2))
        else:
            path = a
    if path is None or path == "-":
        text = sys.stdin.read()
    else:
        try:
            text = open(path).read()
        except OSError:
            raise SystemExit(("error: cannot read " + path, 1))
    values = list(numbers_from(text))
    if not values:
        raise SystemExit(("error: no numbers", 1))
    lo, hi = min(values), max(values)
    glyphs = "12345678" if ascii_mode else "".join(chr(0x2581 + i) for i in range(8))
    return "".join(glyphs[level_of(v, lo, hi)] for v in values)


if __name__ == "__main__":
    try:
        print(spark(sys.argv[1:]))
    except SystemExit as stop:
        message, code = stop.args[0]
        print(message, file=sys.stderr)
        sys.exit(code)
