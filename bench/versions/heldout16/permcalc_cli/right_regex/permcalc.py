import re
import sys

SYMBOLIC = re.compile(r"(?:[r-][w-][x-]){3}\Z")
OCTAL = re.compile(r"[0-7]{3}\Z")


def main():
    if len(sys.argv) != 2:
        print("usage: permcalc.py MODE", file=sys.stderr)
        raise SystemExit(2)
    mode = sys.argv[1]
    if OCTAL.match(mode):
        value = int(mode, 8)
        bits = format(value, "09b")
        print("".join("rwx"[i % 3] if b == "1" else "-" for i, b in enumerate(bits)))
    elif SYMBOLIC.match(mode):
        bits = "".join("0" if c == "-" else "1" for c in mode)
        print(format(int(bits, 2), "03o"))
    else:
        print("error: invalid mode '{}'".format(mode), file=sys.stderr)
        raise SystemExit(1)


main()
