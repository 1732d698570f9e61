"""Days from one date to another: python days_between.py START END (YYYY-MM-DD)."""

import sys
from datetime import date


def main(argv):
    if len(argv) != 2:
        print("usage: days_between.py START END")
        return 2
    start, end = (date.fromisoformat(a) for a in argv)
    print((end - start).days)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
