import re
import sys

OCTAL = re.compile(r"[0-7]{3}")
SYMBOLIC = re.compile(r".?([r-][w-][x-][r-][w-][x-][r-][w-][x-])")


def convert(mode):
    if OCTAL.fullmatch(mode):
        out = ""
        for digit in mode:
            d = int(digit)
            out += ("r" if d & 4 else "-") + ("w" if d & 2 else "-") + ("x" if d & 1 else "-")
        return out
    m = SYMBOLIC.fullmatch(mode)
    if m:
        sym = m.group(1)
        digits = []
        for i in range(0, 9, 3):
            part = sym[i:i + 3]
            digits.append(str((part[0] == "r") * 4 + (part[1] == "w") * 2 + (part[2] == "x")))
        return "".join(digits)
    return None


def main():
    args = sys.argv[1:]
    if len(args) == 0:
        sys.stderr.write("usage: python perms.py MODE...\n")
        sys.exit(2)
    failed = False
    for a in args:
        result = convert(a)
        if result is None:
            sys.stderr.write("perms: invalid mode: %s\n" % a)
            failed = True
        else:
            print(result)
    sys.exit(1 if failed else 0)


main()
