import sys

CATEGORIES = (
    (18.5, "underweight"),
    (25.0, "normal"),
    (30.0, "overweight"),
    (float("inf"), "obese"),
)


def category_for(index):
    for upper, name in CATEGORIES:
        if index < upper:
            return name
    return CATEGORIES[-1][1]


def compute(weight, height, imperial):
    if imperial:
        return 703.0 * weight / (height * height)
    return weight / (height * height)


def run(argv):
    flags = [a for a in argv if a.startswith("--") and a != "--imperial" or a == "--imperial"]
    values = [a for a in argv if a not in flags]
    if len(values) != 2 or any(f != "--imperial" for f in flags):
        print("Usage: python bmi.py [--imperial] WEIGHT HEIGHT", file=sys.stderr)
        return 2
    try:
        weight, height = (float(v) for v in values)
    except ValueError:
        weight = height = -1.0
    if not weight > 0 or not height > 0:
        print("error: weight and height must be positive numbers", file=sys.stderr)
        return 1
    index = compute(weight, height, "--imperial" in flags)
    print("BMI: %.1f (%s)" % (index, category_for(index)))
    return 0


if __name__ == "__main__":
    sys.exit(run(sys.argv[1:]))
