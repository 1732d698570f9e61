import sys


def fail(msg):
    print("split_bill: " + msg, file=sys.stderr)
    sys.exit(2)


def cents_of(text):
    whole, dot, frac = text.partition(".")
    if not whole.isdigit() or (dot and not (frac.isdigit() and 1 <= len(frac) <= 2)):
        fail("bad amount " + text)
    return int(whole) * 100 + int(frac.ljust(2, "0") if dot else 0)


def percent_of(text):
    # returns (numerator, denominator) as integers
    whole, dot, frac = text.partition(".")
    if not (whole.isdigit() or (whole == "" and dot)) or (dot and not frac.isdigit()):
        fail("bad tip " + text)
    digits = (whole or "0") + frac
    return int(digits), 10 ** len(frac)


def main():
    args = sys.argv[1:]
    tip_text = "0"
    if "--tip" in args:
        i = args.index("--tip")
        if i + 1 >= len(args):
            fail("--tip needs a value")
        tip_text = args[i + 1]
        del args[i:i + 2]
    if len(args) != 2:
        fail("usage: split_bill.py AMOUNT PEOPLE [--tip PERCENT]")
    amount = cents_of(args[0])
    if not args[1].isdigit() or int(args[1]) == 0:
        fail("bad number of people " + args[1])
    people = int(args[1])
    num, den = percent_of(tip_text)
    # tip = amount * num / (den * 100), half up
    tip = (2 * amount * num + den * 100) // (2 * den * 100)
    total = amount + tip
    for i in range(people):
        share = total // people + (1 if i < total % people else 0)
        print("%d.%02d" % divmod(share, 100))


main()
