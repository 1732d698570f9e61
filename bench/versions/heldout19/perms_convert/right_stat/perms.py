import stat
import sys


def parse_symbolic(text):
    if len(text) == 10:
        text = text[1:]
    if len(text) != 9:
        return None
    mask = 0
    expected = "rwxrwxrwx"
    for pos in range(9):
        ch = text[pos]
        if ch == expected[pos]:
            mask += 1 << (8 - pos)
        elif ch != "-":
            return None
    return mask


def convert(arg):
    if len(arg) == 3 and arg.isdigit() and all(c < "8" for c in arg):
        # stat.filemode gives e.g. '-rwxr-xr--' for a regular file
        return stat.filemode(stat.S_IFREG | int(arg, 8))[1:]
    mask = parse_symbolic(arg)
    if mask is None:
        return None
    return "%03o" % mask


if __name__ == "__main__":
    if len(sys.argv) < 2:
        print("usage: perms.py MODE [MODE ...]", file=sys.stderr)
        sys.exit(2)
    bad = 0
    for arg in sys.argv[1:]:
        out = convert(arg)
        if out is None:
            print(f"perms: invalid mode: {arg}", file=sys.stderr)
            bad += 1
        else:
            print(out)
    sys.exit(1 if bad else 0)
