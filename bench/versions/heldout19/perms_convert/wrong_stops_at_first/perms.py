import sys

LETTERS = "rwxrwxrwx"


def convert(mode):
    if len(mode) == 3 and all(c in "01234567" for c in mode):
        value = int(mode, 8)
        return "".join(LETTERS[i] if value & (1 << (8 - i)) else "-" for i in range(9))
    if len(mode) == 10:
        mode = mode[1:]
    if len(mode) != 9:
        raise ValueError(mode)
    value = 0
    for i, ch in enumerate(mode):
        if ch == LETTERS[i]:
            value |= 1 << (8 - i)
        elif ch != "-":
            raise ValueError(mode)
    return "%03o" % value


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print("usage: perms.py MODE [MODE ...]", file=sys.stderr)
        sys.exit(2)
    for mode in sys.argv[1:]:
        try:
            print(convert(mode))
        except ValueError:
            print(f"perms: invalid mode: {mode}", file=sys.stderr)
            sys.exit(1)
    sys.exit(0)
