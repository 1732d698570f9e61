"""Convert Unix permission modes between octal (754) and symbolic (rwxr-xr--) form."""

import sys

LETTERS = "rwxrwxrwx"
BITS = [256, 128, 64, 32, 16, 8, 4, 2, 1]


def to_symbolic(octal):
    value = int(octal, 8)
    return "".join(letter if value & bit else "-" for letter, bit in zip(LETTERS, BITS))


def to_octal(symbolic):
    value = 0
    for char, letter, bit in zip(symbolic, LETTERS, BITS):
        if char == letter:
            value |= bit
        elif char != "-":
            raise ValueError(symbolic)
    return format(value, "03o")


def convert(mode):
    if len(mode) == 3 and all(c in "01234567" for c in mode):
        return to_symbolic(mode)
    if len(mode) == 10:
        return to_octal(mode[1:])
    if len(mode) == 9:
        return to_octal(mode)
    raise ValueError(mode)


def main(argv):
    if not argv:
        print("usage: perms.py MODE [MODE ...]", file=sys.stderr)
        return 2
    status = 0
    for mode in argv:
        try:
            print(convert(mode))
        except ValueError:
            print(f"perms: invalid mode: {mode}", file=sys.stderr)
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
