import math
import sys

USAGE = "usage: python unitprice.py ITEM [ITEM ...]"


def split_size(size):
    size = size.lower()
    for suffix, mult, base in (("kg", 1.0, "kg"), ("ml", 0.001, "l"), ("g", 0.001, "kg"),
                               ("l", 1.0, "l")):
        if size.endswith(suffix):
            return float(size[: -len(suffix)]), mult, base
    raise ValueError("unit")


def fmt(value):
    cents = math.floor(value * 100 + 0.5 + 1e-9)
    return f"{cents // 100}.{cents % 100:02d}"


def main(args):
    if not args:
        sys.stderr.write(USAGE + "\n")
        return 2
    results = []
    for arg in args:
        try:
            name, price, size = arg.rsplit(None, 2)
            price = float(price)
            amount, mult, base = split_size(size)
            if price < 0 or amount <= 0 or math.isnan(price) or math.isinf(price) \
                    or math.isinf(amount):
                raise ValueError
        except ValueError:
            sys.stderr.write(f"error: cannot parse item '{arg}'\n")
            return 1
        results.append((price / (amount * mult), name.strip(), base))
    results.sort(key=lambda r: r[0])
    print("\n".join(f"{n}: {fmt(v)} per {b}" for v, n, b in results))
    return 0


sys.exit(main(sys.argv[1:]))
