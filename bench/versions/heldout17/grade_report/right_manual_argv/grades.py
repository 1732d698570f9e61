import sys

BANDS = [(90, "A"), (80, "B"), (70, "C"), (60, "D")]


def grade_for(score):
    for floor, grade in BANDS:
        if score >= floor:
            return grade
    return "F"


def parse_args(argv):
    curve = 0
    path = None
    i = 0
    while i < len(argv):
        if argv[i] == "--curve":
            curve = int(argv[i + 1])
            i += 2
        else:
            path = argv[i]
            i += 1
    return path, curve


def main():
    path, curve = parse_args(sys.argv[1:])
    try:
        lines = open(path, encoding="utf-8").read().splitlines()
    except (OSError, TypeError):
        sys.stderr.write("cannot open %s\n" % path)
        sys.exit(2)
    students = []
    for line in lines[1:]:
        if not line.strip():
            continue
        name, _, raw = line.partition(",")
        try:
            value = float(raw)
            valid = 0 <= value <= 100
        except ValueError:
            valid = False
        if not valid:
            sys.stderr.write("bad score for %s\n" % name)
            sys.exit(1)
        students.append((name, min(100.0, value + curve)))
    if len(students) == 0:
        sys.stderr.write("no students\n")
        sys.exit(1)
    for name, value in students:
        print("%s: %.1f %s" % (name, value, grade_for(value)))
    print("average: %.2f" % (sum(v for _, v in students) / len(students)))


main()
