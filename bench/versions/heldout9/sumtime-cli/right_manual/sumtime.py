import sys


def minutes_of(s):
    hours = mins = None
    rest = s
    if "h" in rest:
        head, _, rest = rest.partition("h")
        if not head.isdigit() or not head.isascii():
            return None
        hours = int(head)
    if rest:
        if not rest.endswith("m") or not rest[:-1].isdigit() or not rest[:-1].isascii():
            return None
        mins = int(rest[:-1])
    if hours is None and mins is None:
        return None
    return (hours or 0) * 60 + (mins or 0)


def main():
    source = open(sys.argv[1]) if len(sys.argv) > 1 else sys.stdin
    total = 0
    with source:
        for n, raw in enumerate(source, 1):
            s = raw.strip()
            if s == "":
                continue
            m = minutes_of(s)
            if m is None:
                sys.stderr.write("sumtime: line %d: invalid duration '%s'\n" % (n, s))
                sys.exit(1)
            total += m
    print("%d:%02d" % (total // 60, total % 60))


main()
