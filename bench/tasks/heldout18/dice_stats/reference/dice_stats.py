"""Min / max / average of dice expressions like 2d6+3."""
import re
import sys

NOTATION = re.compile(r"(\d*)[dD](\d+)([+-]\d+)?")


def parse(text):
    """Return (count, sides, modifier) or None if text is not valid notation."""
    match = NOTATION.fullmatch(text)
    if not match:
        return None
    count = int(match.group(1)) if match.group(1) else 1
    sides = int(match.group(2))
    modifier = int(match.group(3)) if match.group(3) else 0
    if count < 1 or sides < 1:
        return None
    return count, sides, modifier


def describe(text, count, sides, modifier):
    low = count + modifier
    high = count * sides + modifier
    average = count * (sides + 1) / 2 + modifier
    return f"{text}: min {low}, max {high}, avg {average:.1f}"


def main(argv):
    if len(argv) > 1:
        try:
            with open(argv[1], encoding="utf-8") as handle:
                lines = handle.read().splitlines()
        except OSError as exc:
            print(f"error: cannot read {argv[1]}: {exc.strerror}", file=sys.stderr)
            return 1
    else:
        lines = sys.stdin.read().splitlines()

    output = []
    for number, raw in enumerate(lines, start=1):
        text = raw.strip()
        if not text:
            continue
        parsed = parse(text)
        if parsed is None:
            print(f"error: line {number}: bad notation '{text}'", file=sys.stderr)
            return 2
        output.append(describe(text, *parsed))
    for line in output:
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
