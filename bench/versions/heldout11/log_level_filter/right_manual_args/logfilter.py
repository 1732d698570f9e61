import sys

ORDER = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")


def usage(msg):
    sys.stderr.write("logfilter: %s\n" % msg)
    sys.exit(2)


def parse(argv):
    path, minimum, count = "-", "WARNING", False
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--count":
            count = True
        elif a == "--min":
            if i + 1 == len(argv):
                usage("--min needs a level")
            i += 1
            minimum = argv[i]
        elif a.startswith("--min="):
            minimum = a[6:]
        else:
            path = a
        i += 1
    if minimum.upper() not in ORDER:
        usage("unknown level " + minimum)
    return path, ORDER.index(minimum.upper()), count


def main():
    path, floor, count = parse(sys.argv[1:])
    stream = sys.stdin if path == "-" else open(path)
    hits = [0] * len(ORDER)
    for raw in stream:
        line = raw.rstrip("\r\n")
        fields = line.split()
        if len(fields) < 3 or fields[2].upper() not in ORDER:
            continue
        rank = ORDER.index(fields[2].upper())
        if rank >= floor:
            hits[rank] += 1
            if not count:
                sys.stdout.write(line + "\n")
    if count:
        for name, n in zip(ORDER, hits):
            if n:
                sys.stdout.write("%s %d\n" % (name, n))
    sys.exit(0 if any(hits) else 1)


if __name__ == "__main__":
    main()
