import sys

FORMULAS = {
    ("C", "F"): lambda x: x * 9 / 5 + 32,
    ("F", "C"): lambda x: (x - 32) * 5 / 9,
    ("C", "K"): lambda x: x + 273.15,
    ("K", "C"): lambda x: x - 273.15,
    ("F", "K"): lambda x: (x + 459.67) * 5 / 9,
    ("K", "F"): lambda x: x * 9 / 5 - 459.67,
}
MINIMUM = {"C": -273.15, "F": -459.67, "K": 0.0}


def main():
    args = sys.argv[1:]
    if len(args) != 3:
        print("usage: tconv.py VALUE FROM TO", file=sys.stderr)
        return 2
    try:
        x = float(args[0])
    except ValueError:
        print("invalid value: " + args[0], file=sys.stderr)
        return 2
    units = []
    for u in args[1:]:
        if u.upper() not in MINIMUM:
            print("unknown unit: " + u, file=sys.stderr)
            return 2
        units.append(u.upper())
    a, b = units
    if x < MINIMUM[a]:
        print("below absolute zero", file=sys.stderr)
        return 1
    y = x if a == b else FORMULAS[(a, b)](x)
    print(f"{y:.2f} {b}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
