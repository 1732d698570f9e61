"""Convert a temperature between Celsius, Fahrenheit and Kelvin."""

import sys

TO_KELVIN = {
    "C": lambda v: v + 273.15,
    "F": lambda v: (v - 32) * 5 / 9 + 273.15,
    "K": lambda v: v,
}
FROM_KELVIN = {
    "C": lambda k: k - 273.15,
    "F": lambda k: (k - 273.15) * 9 / 5 + 32,
    "K": lambda k: k,
}
ABSOLUTE_ZERO = {"C": -273.15, "F": -459.67, "K": 0.0}


def main(argv):
    if len(argv) != 3:
        print("usage: tconv.py VALUE FROM TO", file=sys.stderr)
        return 2
    raw, src, dst = argv
    try:
        value = float(raw)
    except ValueError:
        print(f"invalid value: {raw}", file=sys.stderr)
        return 2
    for unit in (src, dst):
        if unit.upper() not in TO_KELVIN:
            print(f"unknown unit: {unit}", file=sys.stderr)
            return 2
    src, dst = src.upper(), dst.upper()
    if value < ABSOLUTE_ZERO[src]:
        print("below absolute zero", file=sys.stderr)
        return 1
    if src == dst:
        result = value
    elif src == "C" and dst == "K":
        result = value + 273.15
    elif src == "K" and dst == "C":
        result = value - 273.15
    else:
        result = FROM_KELVIN[dst](TO_KELVIN[src](value))
    print(f"{result:.2f} {argv[2]}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
