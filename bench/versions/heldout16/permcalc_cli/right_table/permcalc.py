import sys

TRIPLETS = {}
for value in range(8):
    TRIPLETS[str(value)] = ("r" if value & 4 else "-") + ("w" if value & 2 else "-") + ("x" if value & 1 else "-")
REVERSE = {sym: digit for digit, sym in TRIPLETS.items()}


def convert(mode):
    if len(mode) == 3 and all(c in TRIPLETS for c in mode):
        return "".join(TRIPLETS[c] for c in mode)
    if len(mode) == 9:
        parts = [mode[0:3], mode[3:6], mode[6:9]]
        if all(p in REVERSE for p in parts):
            return "".join(REVERSE[p] for p in parts)
    return None


if __name__ == "__main__":
    args = sys.argv[1:]
    if len(args) != 1:
        sys.stderr.write("usage: python permcalc.py <mode>\n")
        sys.exit(2)
    result = convert(args[0])
    if result is None:
        sys.stderr.write("error: invalid mode '%s'\n" % args[0])
        sys.exit(1)
    sys.stdout.write(result + "\n")
