"""Print the most common words of a file or of stdin."""

import argparse
import re
import sys
from collections import Counter

WORD = re.compile(r"[A-Za-z0-9']+")


def positive_int(text):
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not an integer: {text}")
    if value <= 0:
        raise argparse.ArgumentTypeError(f"must be positive: {text}")
    return value


def main(argv=None):
    parser = argparse.ArgumentParser(prog="wordfreq")
    parser.add_argument("-n", type=positive_int, default=10)
    parser.add_argument("file", nargs="?")
    args = parser.parse_args(argv)

    if args.file is None:
        text = sys.stdin.read()
    else:
        try:
            with open(args.file, encoding="utf-8") as fh:
                text = fh.read()
        except OSError:
            print(f"wordfreq: cannot open {args.file}", file=sys.stderr)
            return 1

    counts = Counter(word.lower() for word in WORD.findall(text))
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0]))
    for word, count in ranked[: args.n]:
        print(f"{count} {word}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
