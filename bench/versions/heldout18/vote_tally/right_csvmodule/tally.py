import argparse
import sys
from collections import Counter, OrderedDict


def parse(path):
    ballots = OrderedDict()
    with open(path, newline="") as fh:
        for lineno, line in enumerate(fh, 1):
            text = line.strip()
            if not text or text.startswith("#"):
                continue
            fields = [f.strip() for f in text.split(",")]
            if len(fields) != 2 or not all(fields):
                return None, lineno
            ballots[fields[0]] = fields[1].casefold()
    return ballots, None


def main():
    if len(sys.argv) != 2:
        print("usage: tally.py BALLOTS", file=sys.stderr)
        return 2
    ballots, bad = parse(sys.argv[1])
    if bad is not None:
        print("error: line {}: malformed".format(bad), file=sys.stderr)
        return 2
    counts = Counter(ballots.values())
    if not counts:
        print("No votes")
        return 0
    total = sum(counts.values())
    order = sorted(counts, key=lambda c: (-counts[c], c.title()))
    for c in order:
        print("{}: {} ({:.1f}%)".format(c.title(), counts[c], counts[c] / total * 100))
    leaders = [c.title() for c in order if counts[c] == counts[order[0]]]
    if len(leaders) > 1:
        print("Tie: {}".format(", ".join(leaders)))
    else:
        print("Winner: {}".format(leaders[0]))
    return 0


if __name__ == "__main__":
    sys.exit(main())
