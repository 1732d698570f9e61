import re
import sys

NOTATION = re.compile(r"(\d*)[dD](\d+)([+-]\d+)?")


def main():
    if len(sys.argv) > 1:
        try:
            source = open(sys.argv[1])
        except OSError:
            print("error: cannot open " + sys.argv[1], file=sys.stderr)
            sys.exit(1)
    else:
        source = sys.stdin
    for number, line in enumerate(source, 1):
        text = line.strip()
        if not text:
            continue
        m = NOTATION.fullmatch(text)
        if m is None or (m.group(1) and int(m.group(1)) < 1) or int(m.group(2)) < 1:
            print(f"error: line {number}: bad notation '{text}'", file=sys.stderr)
            sys.exit(2)
        count = int(m.group(1)) if m.group(1) else 1
        sides = int(m.group(2))
        mod = int(m.group(3)) if m.group(3) else 0
        print(f"{text}: min {count + mod}, max {count * sides + mod}, avg {count * (sides + 1) / 2 + mod:.1f}")


main()
