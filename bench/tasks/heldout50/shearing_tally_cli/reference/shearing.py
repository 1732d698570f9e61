"""Pay for the shearing gang from the day's tally file."""

import argparse
import sys

RATES = {"ewe": 1.80, "lamb": 1.20, "ram": 3.50}


def rate_arg(text):
    kind, sep, price = text.partition("=")
    kind = kind.strip().lower()
    if not sep or kind not in RATES:
        raise argparse.ArgumentTypeError(f"expected KIND=PRICE with KIND ewe, lamb or ram: {text!r}")
    try:
        value = float(price)
    except ValueError:
        raise argparse.ArgumentTypeError(f"not a price: {price!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"a price can't be negative: {price!r}")
    return kind, value


def main(argv=None):
    parser = argparse.ArgumentParser(description="Pay each shearer from a tally file.")
    parser.add_argument("tally")
    parser.add_argument("--rate", action="append", type=rate_arg, default=[],
                        metavar="KIND=PRICE")
    parser.add_argument("--sort", choices=["pay", "name"], default="pay")
    args = parser.parse_args(argv)
    rates = dict(RATES)
    for kind, value in args.rate:
        rates[kind] = value
    try:
        with open(args.tally, encoding="utf-8") as fh:
            lines = fh.read().splitlines()
    except OSError as err:
        print(f"cannot read {args.tally}: {err}", file=sys.stderr)
        return 1
    sheep, pay = {}, {}
    for number, line in enumerate(lines, 1):
        text = line.strip()
        if not text or text.startswith("#"):
            continue
        parts = [p.strip() for p in text.split(",")]
        try:
            if len(parts) != 3 or not parts[0]:
                raise ValueError("expected NAME, KIND, COUNT")
            name, kind, count_text = parts[0], parts[1].lower(), parts[2]
            if kind not in rates:
                raise ValueError(f"unknown kind {parts[1]!r}")
            count = int(count_text)
            if count < 0:
                raise ValueError("count can't be negative")
        except ValueError as err:
            print(f"{args.tally}: line {number}: {err}", file=sys.stderr)
            return 1
        sheep[name] = sheep.get(name, 0) + count
        pay[name] = pay.get(name, 0) + round(count * rates[kind] * 100)
    if args.sort == "name":
        order = sorted(sheep, key=lambda n: (n.lower(), n))
    else:
        order = sorted(sheep, key=lambda n: (-pay[n], n.lower(), n))
    for name in order:
        print(f"{name}: {sheep[name]} sheep, {pay[name] / 100:.2f}")
    print(f"Total: {sum(sheep.values())} sheep, {sum(pay.values()) / 100:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
