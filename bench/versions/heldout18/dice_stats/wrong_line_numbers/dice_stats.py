import re
import sys

NOTATION = re.compile(r"(\d*)[dD](\d+)([+-]\d+)?")


def main():
    if len(sys.argv) > 1:
        try:
            with open(sys.argv[1]) as f:
                raw_lines = f.read().splitlines()
        except OSError:
            print(f"error: cannot open {sys.argv[1]}", file=sys.stderr)
            return 1
    else:
        raw_lines = sys.stdin.read().splitlines()

    lines = [line.strip() for line in raw_lines if line.strip()]
    out = []
    for i, text in enumerate(lines, 1):
        m = NOTATION.fullmatch(text)
        count = int(m.group(1) or 1) if m else 0
        sides = int(m.group(2)) if m else 0
        if not m or count < 1 or sides < 1:
            print(f"error: line {i}: bad notation '{text}'", file=sys.stderr)
            return 2
        mod = int(m.group(3) or 0)
        avg = count * (sides + 1) / 2 + mod
        out.append(f"{text}: min {count + mod}, max {count * sides + mod}, avg {avg:.1f}")
    print("\n".join(out)) if out else None
    return 0


if __name__ == "__main__":
    sys.exit(main())
