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
    digits = []
    for start in range(0, 9, 3):
        triplet = mode[start:start + 3]
        digits.append(str(sum(bit for ch, bit in zip(triplet, BITS) if ch != "-")))
    return "".join(digits)


def is_octal(mode):
    return len(mode) == 3 and all(ch in "01234567" for ch in mode)


def is_symbolic(mode):
    return len(mode) == 9 and all(ch in "rwx-" for ch in mode)


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
