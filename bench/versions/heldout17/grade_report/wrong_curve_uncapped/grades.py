"""Letter grades from a CSV of scores."""
import argparse
import csv
import sys


def letter(score):
    if score >= 90:
        return "A"
    if score >= 80:
        return "B"
    if score >= 70:
        return "C"
    if score >= 60:
        return "D"
    return "F"


def main(argv=None):
    parser = argparse.ArgumentParser(description="letter grades")
    parser.add_argument("scores")
    parser.add_argument("--curve", type=int, default=0)
    args = parser.parse_args(argv)
    try:
        with open(args.scores, newline="", encoding="utf-8") as fh:
            rows = list(csv.DictReader(fh))
    except OSError as exc:
        print(f"grades.py: {exc}", file=sys.stderr)
        return 2
    results = []
    for row in rows:
        name = row["name"]
        try:
            score = float(row["score"])
        except (TypeError, ValueError):
            score = None
        if score is None or not 0 <= score <= 100:
            print(f"bad score for {name}", file=sys.stderr)
            return 1
        results.append((name, score + args.curve))
    if not results:
        print("no students", file=sys.stderr)
        return 1
    for name, score in results:
        print(f"{name}: {score:.1f} {letter(score)}")
    average = sum(s for _, s in results) / len(results)
    print(f"average: {average:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
