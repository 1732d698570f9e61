import sys


def to_symbolic(octal):
    out = []
    for digit in octal:
        d = int(digit)
        out.append(("r" if d & 4 else "-") + ("w" if d & 2 else "-") + ("x" if d & 1 else "-"))
    return "".join(out)


def to_octal(sym):
    result = ""
    for i in range(0, 9, 3):
        d = 0
        if sym[i] != "-":
            d += 4
        if sym[i + 1] != "-":
            d += 2
        if sym[i + 2] != "-":
            d += 1
        result += str(d)
    return result


def main(args):
    if not args:
        print("usage: perms.py MODE [MODE ...]", file=sys.stderr)
        return 2
    rc = 0
    for mode in args:
        if len(mode) == 3 and all(c in "01234567" for c in mode):
            print(to_symbolic(mode))
        elif len(mode) == 9:
            print(to_octal(mode))
        elif len(mode) == 10:
            print(to_octal(mode[1:]))
        else:
            print(f"perms: invalid mode: {mode}", file=sys.stderr)
            rc = 1
    return rc


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
