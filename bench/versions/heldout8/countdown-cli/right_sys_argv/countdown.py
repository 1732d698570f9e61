import sys
import datetime


def parse(s):
    try:
        return datetime.datetime.strptime(s, "%Y-%m-%d").date()
    except ValueError:
        print(f"invalid date: {s}", file=sys.stderr)
        sys.exit(1)


def main():
    args = sys.argv[1:]
    start = datetime.date.today()
    if "--from" in args:
        i = args.index("--from")
        if i + 1 >= len(args):
            print("--from needs a date", file=sys.stderr)
            sys.exit(1)
        start = parse(args[i + 1])
        del args[i:i + 2]
    if len(args) != 1:
        print("usage: countdown.py TARGET [--from DATE]", file=sys.stderr)
        sys.exit(1)
    target = parse(args[0])
    diff = (target - start).days
    if diff == 0:
        print("today")
    elif diff == 1:
        print("1 day")
    elif diff == -1:
        print("1 day ago")
    elif diff > 0:
        print(f"{diff} days")
    else:
        print(f"{-diff} days ago")


main()
