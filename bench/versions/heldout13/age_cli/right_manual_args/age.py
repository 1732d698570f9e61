import re
import sys
import datetime as dt

USAGE = "usage: age.py BIRTHDATE [--on YYYY-MM-DD]"


def usage():
    sys.stderr.write(USAGE + "\n")
    sys.exit(2)


def to_date(s):
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", s):
        return None
    y, m, d = map(int, s.split("-"))
    try:
        return dt.date(y, m, d)
    except ValueError:
        return None


def main():
    args = sys.argv[1:]
    on_text = None
    rest = []
    i = 0
    while i < len(args):
        if args[i] == "--on":
            if i + 1 == len(args):
                usage()
            on_text = args[i + 1]
            i += 2
        elif args[i].startswith("--on="):
            on_text = args[i][5:]
            i += 1
        else:
            rest.append(args[i])
            i += 1
    if len(rest) != 1:
        usage()
    for text in [rest[0]] + ([on_text] if on_text is not None else []):
        if to_date(text) is None:
            sys.stderr.write(f"age.py: invalid date: {text}\n")
            sys.exit(1)
    born = to_date(rest[0])
    ref = to_date(on_text) if on_text is not None else dt.date.today()
    if born > ref:
        sys.stderr.write("age.py: birth date is in the future\n")
        sys.exit(1)
    bday = (born.month, born.day)
    if bday == (2, 29):
        leap = ref.year % 4 == 0 and (ref.year % 100 != 0 or ref.year % 400 == 0)
        if not leap:
            bday = (3, 1)
    years = ref.year - born.year - ((ref.month, ref.day) < bday)
    print(years)


main()
