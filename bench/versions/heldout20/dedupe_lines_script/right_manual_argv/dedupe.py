import sys


def main():
    ignore_case = False
    show_counts = False
    for arg in sys.argv[1:]:
        if arg == "-i":
            ignore_case = True
        elif arg == "-c":
            show_counts = True
        else:
            print(f"dedupe.py: unknown option {arg!r}", file=sys.stderr)
            print("usage: dedupe.py [-i] [-c]", file=sys.stderr)
            return 2

    seen = {}  # key -> [first spelling, count]; dicts keep insertion order
    for raw in sys.stdin:
        line = raw[:-1] if raw.endswith("\n") else raw
        key = line.lower() if ignore_case else line
        if key in seen:
            seen[key][1] += 1
        else:
            seen[key] = [line, 1]

    for line, count in seen.values():
        if show_counts:
            sys.stdout.write("%4d %s\n" % (count, line))
        else:
            sys.stdout.write(line + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
