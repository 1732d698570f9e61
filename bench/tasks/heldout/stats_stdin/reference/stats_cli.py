import sys


def main(lines):
    values = []
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if not text:
            continue
        try:
            values.append(float(text))
        except ValueError:
            print(f"error: line {number}: not a number", file=sys.stderr)
            return 1
    if not values:
        print("no data")
        return 2
    mean = sum(values) / len(values)
    print(f"min={min(values):.2f} max={max(values):.2f} mean={mean:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.stdin.read().splitlines()))
