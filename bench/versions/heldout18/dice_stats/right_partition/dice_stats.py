import sys


def parse_notation(text):
    """Parse NdS+M by hand. Returns (n, s, m) or raises ValueError."""
    lowered = text.lower()
    if lowered.count("d") != 1:
        raise ValueError(text)
    count_part, _, rest = lowered.partition("d")
    modifier = 0
    for sign in "+-":
        if sign in rest:
            rest, _, mod_part = rest.partition(sign)
            if not mod_part.isdigit() or not mod_part.isascii():
                raise ValueError(text)
            modifier = int(mod_part) if sign == "+" else -int(mod_part)
            break
    if count_part == "":
        count = 1
    elif count_part.isdigit() and count_part.isascii():
        count = int(count_part)
    else:
        raise ValueError(text)
    if not (rest.isdigit() and rest.isascii()):
        raise ValueError(text)
    sides = int(rest)
    if count < 1 or sides < 1:
        raise ValueError(text)
    return count, sides, modifier


def main():
    if len(sys.argv) > 1:
        try:
            handle = open(sys.argv[1])
        except OSError:
            sys.stderr.write("error: could not open %s\n" % sys.argv[1])
            sys.exit(1)
        with handle:
            lines = handle.readlines()
    else:
        lines = sys.stdin.readlines()

    results = []
    for index in range(len(lines)):
        text = lines[index].strip()
        if text == "":
            continue
        try:
            n, s, m = parse_notation(text)
        except ValueError:
            sys.stderr.write("error: line %d: bad notation '%s'\n" % (index + 1, text))
            sys.exit(2)
        total_avg = n * (s + 1) / 2.0 + m
        results.append("%s: min %d, max %d, avg %.1f" % (text, n + m, n * s + m, total_avg))
    if results:
        sys.stdout.write("\n".join(results) + "\n")


main()
