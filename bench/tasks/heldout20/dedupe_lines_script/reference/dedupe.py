"""Print stdin lines with duplicates removed, keeping first-seen order."""
import argparse
import sys


def dedupe(lines, ignore_case=False):
    """Return a list of (line, count) pairs in first-seen order."""
    order = []
    counts = {}
    first = {}
    for line in lines:
        key = line.lower() if ignore_case else line
        if key not in counts:
            counts[key] = 0
            first[key] = line
            order.append(key)
        counts[key] += 1
    return [(first[k], counts[k]) for k in order]


def main(argv=None):
    parser = argparse.ArgumentParser(description="Remove duplicate lines from stdin.")
    parser.add_argument("-i", action="store_true", help="ignore case")
    parser.add_argument("-c", action="store_true", help="prefix lines with counts")
    args = parser.parse_args(argv)
    lines = [line.rstrip("\n") for line in sys.stdin]
    for line, count in dedupe(lines, ignore_case=args.i):
        if args.c:
            print(f"{count:>4} {line}")
        else:
            print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
