import sys


def usage(msg):
    sys.stderr.write("normphone: " + msg + "\nusage: normphone.py [--country CODE] < numbers.txt\n")
    sys.exit(2)


def parse_args(args):
    country = "44"
    i = 0
    while i < len(args):
        a = args[i]
        if a == "--country":
            if i + 1 >= len(args):
                usage("--country needs a value")
            country = args[i + 1]
            i += 2
        elif a.startswith("--country="):
            country = a.split("=", 1)[1]
            i += 1
        else:
            usage("unexpected argument " + a)
    if not (country.isdigit() and country.isascii() and 1 <= len(country) <= 3):
        usage("country code must be 1-3 digits")
    return country


def normalise(text, country):
    s = ""
    for ch in text:
        if ch in " \t-.()":
            continue
        s += ch
    if s.startswith("+"):
        digits = s[1:]
    elif s.startswith("00"):
        digits = s[2:]
    elif s.startswith("0"):
        digits = country + s[1:]
    else:
        return None
    if not (digits.isdigit() and digits.isascii()):
        return None
    if len(digits) < 8 or len(digits) > 15:
        return None
    return "+" + digits


def main():
    country = parse_args(sys.argv[1:])
    printed = []
    bad = False
    lineno = 0
    for raw in sys.stdin.read().splitlines():
        lineno += 1
        text = raw.strip()
        if text == "":
            continue
        num = normalise(text, country)
        if num is None:
            sys.stderr.write("line %d: invalid number: %s\n" % (lineno, text))
            bad = True
            continue
        if num not in printed:
            printed.append(num)
            print(num)
    sys.exit(1 if bad else 0)


if __name__ == "__main__":
    main()
