"""How much cement, sand and gravel to order for a concrete slab.

    python concrete.py LENGTH WIDTH DEPTH [--mix 1:2:3] [--waste 10]
"""

import argparse
import math
import sys

KG_PER_M3 = 2400
CEMENT_BAG_KG = 25
BULK_BAG_KG = 850


def positive(text):
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not math.isfinite(value) or value <= 0:
        raise argparse.ArgumentTypeError(f"must be more than 0: {text!r}")
    return value


def percent(text):
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not math.isfinite(value) or value < 0:
        raise argparse.ArgumentTypeError(f"can't be negative: {text!r}")
    return value


def mix(text):
    parts = text.split(":")
    if len(parts) != 3 or not all(p.isdigit() and int(p) >= 1 for p in parts):
        raise argparse.ArgumentTypeError(f"mix must be like 1:2:3, not {text!r}")
    return tuple(int(p) for p in parts)


def plural(n, word):
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def report(length, width, depth, parts=(1, 2, 3), waste=10.0):
    """The four lines for a slab."""
    volume = length * width * depth
    total = volume * (1 + waste / 100)
    weight = total * KG_PER_M3
    kg = [round(weight * p / sum(parts)) for p in parts]
    cement_bags = -(-kg[0] // CEMENT_BAG_KG)
    sand_bags = -(-kg[1] // BULK_BAG_KG)
    gravel_bags = -(-kg[2] // BULK_BAG_KG)
    return [
        f"Concrete: {total:.3f} m3 ({volume:.3f} m3 plus {waste:g}% extra)",
        f"Cement: {kg[0]} kg, {plural(cement_bags, 'bag')}",
        f"Sand: {kg[1]} kg, {plural(sand_bags, 'bulk bag')}",
        f"Gravel: {kg[2]} kg, {plural(gravel_bags, 'bulk bag')}",
    ]


def main(argv=None):
    parser = argparse.ArgumentParser(description="Materials for a concrete slab.")
    parser.add_argument("length", type=positive, help="metres")
    parser.add_argument("width", type=positive, help="metres")
    parser.add_argument("depth", type=positive, help="metres")
    parser.add_argument("--mix", type=mix, default=(1, 2, 3), help="cement:sand:gravel")
    parser.add_argument("--waste", type=percent, default=10.0, help="extra, in per cent")
    args = parser.parse_args(argv)
    for line in report(args.length, args.width, args.depth, args.mix, args.waste):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
