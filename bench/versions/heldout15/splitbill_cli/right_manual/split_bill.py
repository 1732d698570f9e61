import sys
from decimal import Decimal, ROUND_HALF_UP, InvalidOperation


def bail(text):
    sys.stderr.write(text + "\n")
    raise SystemExit(2)


def parse_amount(s):
    whole, dot, frac = s.partition(".")
    if not whole.isdigit() or not whole.isascii():
        bail(f"invalid amount: {s}")
    if dot and (not frac.isdigit() or not frac.isascii() or len(frac) > 2):
        bail(f"invalid amount: {s}")
    return Decimal(s)


def parse_people(s):
    if not (s.isascii() and s.isdigit()) or int(s) == 0:
        bail(f"invalid number of people: {s}")
    return int(s)


def parse_tip(s):
    try:
        t = Decimal(s)
    except InvalidOperation:
        bail(f"invalid tip: {s}")
    if t.is_nan() or t.is_infinite() or t.is_signed() and t != 0:
        bail(f"invalid tip: {s}")
    return t


def main(argv):
    tip = "0"
    rest = []
    i = 0
    while i < len(argv):
        if argv[i] == "--tip":
            if i + 1 == len(argv):
                bail("usage: split_bill.py AMOUNT PEOPLE [--tip PERCENT]")
            tip = argv[i + 1]
            i += 2
        else:
            rest.append(argv[i])
            i += 1
    if len(rest) != 2:
        bail("usage: split_bill.py AMOUNT PEOPLE [--tip PERCENT]")
    amount = parse_amount(rest[0])
    people = parse_people(rest[1])
    pct = parse_tip(tip)
    total = (amount + amount * pct / Decimal(100)).quantize(Decimal("0.01"), ROUND_HALF_UP)
    share = (total / people).quantize(Decimal("0.01"), rounding="ROUND_DOWN")
    left = total - share * people
    out = []
    for n in range(1, people + 1):
        pay = share
        if left > 0:
            pay += Decimal("0.01")
            left -= Decimal("0.01")
        out.append(f"person {n}: {pay}")
    out.append(f"total: {total}")
    print("\n".join(out))


main(sys.argv[1:])
