import sys


def main():
    args = sys.argv[1:]
    tip = 0.0
    if "--tip" in args:
        i = args.index("--tip")
        try:
            tip = float(args[i + 1])
        except (IndexError, ValueError):
            print("error: bad tip", file=sys.stderr)
            return 2
        del args[i:i + 2]
    try:
        total = float(args[0])
        people = int(args[1])
    except (IndexError, ValueError):
        print("error: usage: split_bill.py TOTAL PEOPLE [--tip PERCENT]", file=sys.stderr)
        return 2
    if total <= 0 or people < 1 or tip < 0:
        print("error: invalid value", file=sys.stderr)
        return 2
    print(f"Each person pays {round(total * (1 + tip / 100) / people, 2)}")
    return 0


sys.exit(main())
