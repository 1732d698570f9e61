import argparse
import sys

MINIMUM = {"C": -273.15, "F": -459.67, "K": 0.0}


def to_k(v, u):
    return {"C": v + 273.15, "F": (v - 32) * 5 / 9 + 273.15, "K": v}[u]


def from_k(k, u):
    return {"C": k - 273.15, "F": (k - 273.15) * 9 / 5 + 32, "K": k}[u]


def main():
    p = argparse.ArgumentParser(prog="tconv.py")
    p.add_argument("value", type=float)
    p.add_argument("src")
    p.add_argument("dst")
    a = p.parse_args()
    for u in (a.src, a.dst):
        if u.upper() not in MINIMUM:
            print(f"unknown unit: {u}", file=sys.stderr)
            return 2
    src, dst = a.src.upper(), a.dst.upper()
    if a.value < MINIMUM[src]:
        print("below absolute zero", file=sys.stderr)
        return 1
    result = a.value if src == dst else from_k(to_k(a.value, src), dst)
    print(f"{result:.2f} {dst}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
