import argparse
import sys


def classify(bmi: float) -> str:
    if bmi >= 30:
        return "obese"
    elif bmi >= 25:
        return "overweight"
    elif bmi >= 18.5:
        return "normal"
    return "underweight"


def main() -> int:
    parser = argparse.ArgumentParser(prog="bmi.py")
    parser.add_argument("weight")
    parser.add_argument("height")
    parser.add_argument("--imperial", action="store_true",
                        help="weight in pounds, height in inches")
    ns = parser.parse_args()
    try:
        weight = float(ns.weight)
        height = float(ns.height)
        if weight <= 0 or height <= 0:
            raise ValueError
    except ValueError:
        sys.stderr.write("error: weight and height must be positive numbers\n")
        return 1
    value = weight / height ** 2
    if ns.imperial:
        value *= 703
    print("BMI: {:.1f} ({})".format(value, classify(value)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
