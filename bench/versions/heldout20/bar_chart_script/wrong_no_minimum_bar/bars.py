"""Draw a horizontal text bar chart from a file of `label value` lines."""
import argparse
import math
import sys


def parse(text):
    """Return [(label, value)]; raise ValueError(line_no) on a bad line."""
    entries = []
    for number, line in enumerate(text.splitlines(), start=1):
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        fields = stripped.split()
        if len(fields) != 2 or not fields[1].isdigit():
            raise ValueError(number)
        entries.append((fields[0], int(fields[1])))
    return entries


def bar_length(value, biggest, width):
    if value == 0:
        return 0
    return math.floor(value * width / biggest + 0.5)


def render(entries, width):
    if not entries:
        return []
    pad = max(len(label) for label, _ in entries)
    biggest = max(value for _, value in entries)
    lines = []
    for label, value in entries:
        bar = "#" * bar_length(value, biggest, width)
        body = f"{bar} {value}" if bar else str(value)
        lines.append(f"{label.ljust(pad)} | {body}")
    return lines


def main(argv=None):
    parser = argparse.ArgumentParser(description="Text bar chart.")
    parser.add_argument("filename")
    parser.add_argument("--width", type=int, default=40)
    args = parser.parse_args(argv)
    try:
        with open(args.filename, encoding="utf-8") as handle:
            text = handle.read()
    except OSError:
        print(f"error: cannot read {args.filename}", file=sys.stderr)
        return 1
    try:
        entries = parse(text)
    except ValueError as exc:
        print(f"error: line {exc.args[0]}: bad entry", file=sys.stderr)
        return 1
    for line in render(entries, args.width):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
