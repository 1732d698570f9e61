"""Gear table for a bike: gear inches and metres travelled per pedal turn."""

import argparse
import math
import sys


def positive_int(text):
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a whole number: {text!r}") from None
    if value <= 0:
        raise argparse.ArgumentTypeError(f"must be more than 0: {text!r}")
    return value


def cog_list(text):
    return [positive_int(part.strip()) for part in text.split(",")]


def positive_float(text):
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a number: {text!r}") from None
    if not value > 0:
        raise argparse.ArgumentTypeError(f"must be more than 0: {text!r}")
    return value


def main(argv=None):
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("chainring", type=positive_int)
    parser.add_argument("cogs", type=cog_list)
    parser.add_argument("--wheel", type=positive_float, default=27.0)
    args = parser.parse_args(argv)
    for cog in args.cogs:
        inches = args.wheel * args.chainring / cog
        metres = inches * 0.0254 * math.pi
        print(f"{args.chainring}x{cog}: {inches:.1f} in, {metres:.2f} m")
    return 0


if __name__ == "__main__":
    sys.exit(main())
