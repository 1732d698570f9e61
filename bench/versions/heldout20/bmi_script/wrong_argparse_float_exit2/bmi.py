import argparse


def category(bmi):
    if bmi < 18.5:
        return "underweight"
    if bmi < 25:
        return "normal"
    if bmi < 30:
        return "overweight"
    return "obese"


parser = argparse.ArgumentParser(description="BMI calculator")
parser.add_argument("weight", type=float)
parser.add_argument("height", type=float)
parser.add_argument("--imperial", action="store_true")
args = parser.parse_args()
if args.weight <= 0 or args.height <= 0:
    parser.exit(1, "error: weight and height must be positive numbers\n")
value = args.weight / args.height ** 2
if args.imperial:
    value *= 703
print(f"BMI: {value:.1f} ({category(value)})")
