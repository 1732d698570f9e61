import string
import sys

LOWER = string.ascii_lowercase
UPPER = string.ascii_uppercase


def table(shift):
    k = shift % 26
    return str.maketrans(LOWER + UPPER, LOWER[k:] + LOWER[:k] + UPPER[k:] + UPPER[:k])


def main():
    args = sys.argv[1:]
    if len(args) < 2 or len(args) > 3:
        print("usage: caesar.py encode|decode SHIFT [TEXT]", file=sys.stderr)
        sys.exit(2)
    mode = args[0]
    if mode != "encode" and mode != "decode":
        print("caesar: mode must be 'encode' or 'decode'", file=sys.stderr)
        sys.exit(2)
    try:
        n = int(args[1])
    except ValueError:
        print("caesar: shift must be an integer", file=sys.stderr)
        sys.exit(2)
    if mode == "decode":
        n = -n
    text = args[2] + "\n" if len(args) == 3 else sys.stdin.read()
    sys.stdout.write(text.translate(table(n)))


if __name__ == "__main__":
    main()
