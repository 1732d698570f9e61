import getopt
import re
import sys

NUMBER = re.compile(r"^(\d+)(?:\.(\d*))?$|^\.(\d+)$")


def die(msg):
    print("error: " + msg, file=sys.stderr)
    raise SystemExit(2)


def parse_fixed(text, name):
    """Return the value of a non-negative decimal string as (numerator, denominator)."""
    m = NUMBER.match(text.strip())
    if not m:
        if text.strip().startswith("-"):
            die(name + " must not be negative")
        die(name + " is not a valid number")
    whole, frac, only_frac = m.groups()
    if only_frac is not None:
        whole, frac = "0", only_frac
    frac = frac or ""
    return int(whole + frac), 10 ** len(frac)


def main(argv):
    try:
        opts, args = getopt.gnu_getopt(argv, "", ["tip="])
    except getopt.GetoptError as e:
        die(str(e))
    if len(args) != 2:
        die("expected AMOUNT and PEOPLE")
    tip = "0"
    for _, value in opts:
        tip = value
    a_num, a_den = parse_fixed(args[0], "amount")
    if not re.fullmatch(r"\s*[+-]?\d+\s*", args[1]):
        die("people must be a whole number")
    people = int(args[1])
    if people < 1:
        die("people must be at least 1")
    t_num, t_den = parse_fixed(tip, "tip")
    # total in cents = amount * (1 + tip/100) * 100, rounded half up
    num = a_num * (100 * t_den + t_num)
    den = a_den * t_den
    total = (2 * num + den) // (2 * den)
    out = []
    left = total
    for i in range(people):
        share = -(-left // (people - i))  # ceil: bigger shares come first
        out.append(share)
        left -= share
    for c in out:
        print("%d.%02d" % divmod(c, 100))


if __name__ == "__main__":
    main(sys.argv[1:])
