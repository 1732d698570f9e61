"""Results for the chili cook-off from the judges' score sheet.

    python cookoff.py SCORES [--top N] [--drop-extremes]
"""

import argparse
import sys


class BadLine(Exception):
    pass


def positive_int(text):
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError("must be 1 or more")
    return value


def read_scores(lines):
    """{entry: [scores]} in the order entries first appear."""
    scores = {}
    seen = set()
    first = True
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if not text:
            continue
        fields = [field.strip() for field in text.split(",")]
        if first:
            first = False
            if [f.lower() for f in fields] == ["judge", "entry", "score"]:
                continue
        if len(fields) != 3:
            raise BadLine(f"line {number}: expected judge,entry,score")
        judge, entry, score = fields
        if not judge or not entry:
            raise BadLine(f"line {number}: missing judge or entry")
        if not score.isdigit() or not 1 <= int(score) <= 10:
            raise BadLine(f"line {number}: score must be a whole number from 1 to 10")
        if (judge, entry) in seen:
            raise BadLine(f"line {number}: {judge} already scored {entry}")
        seen.add((judge, entry))
        scores.setdefault(entry, []).append(int(score))
    return scores


def ranking(scores, drop_extremes=False):
    """[(place, entry, average, scores used)], best first."""
    rows = []
    for entry, marks in scores.items():
        if drop_extremes and len(marks) >= 3:
            marks = sorted(marks)[1:-1]
        rows.append((sum(marks) / len(marks), entry, len(marks)))
    rows.sort(key=lambda row: (-row[0], row[1].lower()))
    out = []
    for index, (average, entry, count) in enumerate(rows):
        place = out[-1][0] if out and out[-1][2] == average else index + 1
        out.append((place, entry, average, count))
    return out


def main(argv=None):
    parser = argparse.ArgumentParser(description="Chili cook-off results.")
    parser.add_argument("scores", help="the score sheet: judge,entry,score lines")
    parser.add_argument("--top", type=positive_int, help="only places 1 to N")
    parser.add_argument("--drop-extremes", action="store_true",
                        help="leave out each entry's highest and lowest score")
    args = parser.parse_args(argv)
    try:
        with open(args.scores, encoding="utf-8") as fh:
            lines = fh.read().splitlines()
    except OSError:
        print(f"error: can't read {args.scores}", file=sys.stderr)
        return 1
    try:
        scores = read_scores(lines)
    except BadLine as problem:
        print(f"error: {problem}", file=sys.stderr)
        return 1
    if not scores:
        print("error: no scores", file=sys.stderr)
        return 1
    for place, entry, average, count in ranking(scores, args.drop_extremes):
        if args.top is not None and place > args.top:
            break
        print(f"{place}. {entry} - {average:.2f} ({count} score{'' if count == 1 else 's'})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
