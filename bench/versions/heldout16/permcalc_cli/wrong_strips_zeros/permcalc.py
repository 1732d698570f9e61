"""Convert unix permission strings between symbolic (rwxr-x---) and octal (750)."""
import sys

LETTERS = "rwx"
BITS = (4, 2, 1)


def to_symbolic(mode):
    out = []
    for ch in mode:
        value = int(ch)
        out.append("".join(letter if value & bit else "-" for letter, bit in zip(LETTERS, BITS)))
    return "".join(out)


def to_octal(mode):
    value = 0
    for ch in mode:
        value = value * 2 + (0 if ch == "-" else 1)
    return oct(value)[2:]


def is_octal(mode):
    return len(mode) == 3 and all(ch in "01234567" for ch in mode)


def is_symbolic(mode):
    return len(mode) == 9 and all(ch in (LETTERS[i % 3], "-") for i, ch in enumerate(mode))


def main(argv):
    if len(argv) != 1:
        print("usage: permcalc.py MODE   (e.g. rwxr-x--- or 750)", file=sys.stderr)
        return 2
    mode = argv[0]
    if is_octal(mode):
        print(to_symbolic(mode))
    elif is_symbolic(mode):
        print(to_octal(mode))
    else:
        print(f"error: invalid mode '{mode}'", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
