"""How many flags fit on a string of bunting, and how many of each colour to cut."""

import argparse
import math
import sys


def plan(length_cm, width, gap, colours):
    """(flags, {colour: count}, spare cm) for the most flags that fit."""
    flags = (length_cm + gap) // (width + gap)
    used = flags * width + max(flags - 1, 0) * gap
    counts = {c: 0 for c in colours}
    for i in range(flags):
        counts[colours[i % len(colours)]] += 1
    return flags, counts, length_cm - used


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("length", help="length of the string in metres")
    parser.add_argument("--width", default="20", help="flag width in whole cm (default 20)")
    parser.add_argument("--gap", default="5", help="gap between flags in whole cm (default 5)")
    parser.add_argument("--colours", default="red,white,blue",
                        help="comma-separated colours (default red,white,blue)")
    args = parser.parse_args(argv)
    try:
        metres = float(args.length)
    except ValueError:
        parser.error(f"length must be a number of metres, not {args.length!r}")
    if not math.isfinite(metres) or metres <= 0:
        parser.error("length must be more than 0")
    if not args.width.isdigit() or int(args.width) < 1:
        parser.error("--width must be a whole number of cm, 1 or more")
    if not args.gap.isdigit():
        parser.error("--gap must be a whole number of cm, 0 or more")
    colours = [c.strip() for c in args.colours.split(",")]
    if any(not c for c in colours):
        parser.error("every colour needs a name")
    length_cm = round(metres * 100)
    width, gap = int(args.width), int(args.gap)
    flags, counts, spare = plan(length_cm, width, gap, colours)
    if flags == 0:
        print("Too short for even one flag")
        return 1
    print(f"Length: {length_cm} cm")
    print(f"Flags: {flags}")
    for colour, count in counts.items():
        print(f"{colour}: {count}")
    print(f"Spare: {spare} cm")
    return 0


if __name__ == "__main__":
    sys.exit(main())
