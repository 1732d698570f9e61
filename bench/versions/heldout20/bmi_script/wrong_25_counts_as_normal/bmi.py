"""Body-mass-index calculator."""
import sys

USAGE = "usage: python bmi.py [--imperial] WEIGHT HEIGHT"
ERROR = "error: weight and height must be positive numbers"


def bmi(weight, height, imperial=False):
    value = weight / (height * height)
    return value * 703 if imperial else value


def category(value):
    if value < 18.5:
        return "underweight"
    if value <= 25:
        return "normal"
    if value < 30:
        return "overweight"
    return "obese"


def main(argv):
    imperial = "--imperial" in argv
    args = [a for a in argv if a != "--imperial"]
    if len(args) != 2:
        print(USAGE, file=sys.stderr)
        return 2
    try:
        weight, height = float(args[0]), float(args[1])
    except ValueError:
        print(ERROR, file=sys.stderr)
        return 1
    if not (weight > 0 and height > 0) or weight == float("inf") or height == float("inf"):
        print(ERROR, file=sys.stderr)
        return 1
    value = bmi(weight, height, imperial)
    print(f"BMI: {value:.1f} ({category(value)})")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
