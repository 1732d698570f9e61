import sys

ORDER = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


def usage(msg):
    print("usage: levels.py [--min LEVEL]", file=sys.stderr)
    print("levels.py: error: " + msg, file=sys.stderr)
    sys.exit(2)


def main(argv):
    min_level = "DEBUG"
    if argv:
        if len(argv) != 2 or argv[0] != "--min":
            usage("unrecognized arguments")
        if argv[1] not in ORDER:
            usage("invalid choice for --min: " + argv[1])
        min_level = argv[1]
    allowed = ORDER[ORDER.index(min_level):]
    tally = [0] * len(ORDER)
    skipped = 0
    for raw in sys.stdin.read().splitlines():
        words = raw.split()
        if len(words) == 0:
            continue
        if len(words) < 3 or words[1] not in ORDER:
            skipped = skipped + 1
            continue
        if words[1] in allowed:
            tally[ORDER.index(words[1])] += 1
    for name, n in zip(ORDER, tally):
        if n > 0:
            print(name, n)
    if skipped:
        print("skipped:", skipped, file=sys.stderr)
    return int(tally[3] > 0 or tally[4] > 0)


sys.exit(main(sys.argv[1:]))
