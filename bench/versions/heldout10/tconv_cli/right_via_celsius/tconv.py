import sys


def to_celsius(value, unit):
    if unit == "C":
        return value
    if unit == "F":
        return (value - 32) / 1.8
    return value - 273.15


def from_celsius(value, unit):
    if unit == "C":
        return value
    if unit == "F":
        return value * 1.8 + 32
    return value + 273.15


def fail(message, code):
    sys.stderr.write(message + "\n")
    sys.exit(code)


if __name__ == "__main__":
    if len(sys.argv) != 4:
        fail("usage: tconv.py VALUE FROM TO", 2)
    value_text, from_unit, to_unit = sys.argv[1:]
    try:
        value = float(value_text)
    except ValueError:
        fail("invalid value: " + value_text, 2)
    for u in (from_unit, to_unit):
        if u.upper() not in ("C", "F", "K"):
            fail("unknown unit: " + u, 2)
    limits = {"C": -273.15, "F": -459.67, "K": 0}
    f, t = from_unit.upper(), to_unit.upper()
    if value < limits[f]:
        fail("below absolute zero", 1)
    if f == t:
        out = value
    else:
        out = from_celsius(to_celsius(value, f), t)
    print("%.2f %s" % (out, t))
