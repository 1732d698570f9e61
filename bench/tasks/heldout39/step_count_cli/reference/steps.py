"""Summary of daily step counts read from standard input."""

import argparse
import sys


def summary(counts, goal=10000):
    total = sum(counts)
    best = max(counts)
    return [
        f"days: {len(counts)}",
        f"total: {total}",
        f"average: {(2 * total + len(counts)) // (2 * len(counts))}",
        f"best: day {counts.index(best) + 1} ({best})",
        f"goal met: {sum(1 for c in counts if c >= goal)} of {len(counts)}",
    ]


def main(argv=None):
    parser = argparse.ArgumentParser()
    parser.add_argument("--goal", type=int, default=10000)
    args = parser.parse_args(argv)
    counts = [int(line) for line in sys.stdin if line.strip()]
    if not counts:
        print("no data")
        return 1
    print("\n".join(summary(counts, args.goal)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
