"""Share a taxi fare: python split.py TOTAL PEOPLE"""

import sys


def shares(pennies, people):
    """Each person's share in pennies; the first people pay the pennies left over."""
    base, extra = divmod(pennies, people)
    return [base + 1 if i < extra else base for i in range(people)]


def main(argv):
    if len(argv) != 2:
        print("error: usage: python split.py TOTAL PEOPLE", file=sys.stderr)
        return 2
    try:
        total = float(argv[0])
        people = int(argv[1])
    except ValueError:
        print("error: TOTAL must be a number and PEOPLE a whole number", file=sys.stderr)
        return 2
    if not total >= 0 or total == float("inf") or people < 1:
        print("error: TOTAL must be 0 or more and PEOPLE 1 or more", file=sys.stderr)
        return 2
    pennies = round(total * 100)
    print(" ".join(f"{p // 100}.{p % 100:02d}" for p in shares(pennies, people)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
