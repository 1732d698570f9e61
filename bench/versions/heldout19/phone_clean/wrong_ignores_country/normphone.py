import re
import sys


def normalise(line):
    s = re.sub(r"[\s\-\.\(\)]", "", line)
    if s.startswith("00"):
        s = "+" + s[2:]
    elif s.startswith("0"):
        s = "+44" + s[1:]
    if re.fullmatch(r"\+\d{8,15}", s):
        return s
    return None


def main():
    args = sys.argv[1:]
    if args and args[0] == "--country":
        if len(args) < 2 or not re.fullmatch(r"\d{1,3}", args[1]):
            print("usage: normphone.py [--country CODE]", file=sys.stderr)
            sys.exit(2)
    seen = set()
    status = 0
    for n, line in enumerate(sys.stdin, 1):
        line = line.strip()
        if not line:
            continue
        num = normalise(line)
        if num is None:
            print(f"line {n}: invalid number: {line}", file=sys.stderr)
            status = 1
            continue
        if num in seen:
            continue
        seen.add(num)
        print(num)
    sys.exit(status)


main()
