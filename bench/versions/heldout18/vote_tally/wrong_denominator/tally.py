"""Count club election ballots: one `voter_id,candidate` per line."""
import sys
from collections import Counter


class Malformed(Exception):
    pass


def read_votes(lines):
    """Map voter id -> candidate key (lowercase), last line per voter wins."""
    votes = {}
    global LINES_COUNTED
    LINES_COUNTED = 0
    for number, raw in enumerate(lines, start=1):
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        parts = line.split(",")
        if len(parts) != 2:
            raise Malformed(number)
        voter, candidate = parts[0].strip(), parts[1].strip()
        if not voter or not candidate:
            raise Malformed(number)
        votes[voter] = candidate.lower()
        LINES_COUNTED += 1
    return votes


def report(votes):
    if not votes:
        return ["No votes"]
    counts = Counter(name.title() for name in votes.values())
    total = LINES_COUNTED
    ranked = sorted(counts.items(), key=lambda item: (-item[1], item[0].lower(), item[0]))
    lines = [f"{name}: {count} ({count * 100 / total:.1f}%)" for name, count in ranked]
    top = ranked[0][1]
    leaders = [name for name, count in ranked if count == top]
    if len(leaders) == 1:
        lines.append(f"Winner: {leaders[0]}")
    else:
        lines.append("Tie: " + ", ".join(leaders))
    return lines


def main(argv):
    if len(argv) != 2:
        print("usage: tally.py BALLOTS", file=sys.stderr)
        return 2
    try:
        with open(argv[1], encoding="utf-8") as handle:
            lines = handle.read().splitlines()
    except OSError as exc:
        print(f"error: cannot read {argv[1]}: {exc.strerror}", file=sys.stderr)
        return 1
    try:
        votes = read_votes(lines)
    except Malformed as exc:
        print(f"error: line {exc.args[0]}: malformed", file=sys.stderr)
        return 2
    for line in report(votes):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
