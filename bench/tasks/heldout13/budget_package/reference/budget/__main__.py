"""python -m budget FILE: totals per category and the net."""
import sys

from .parse import ParseError, load
from .report import totals_by_category


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if len(argv) != 1:
        print("usage: python -m budget FILE", file=sys.stderr)
        return 1
    try:
        transactions = load(argv[0])
    except OSError as exc:
        print(f"budget: cannot read {argv[0]}: {exc.strerror}", file=sys.stderr)
        return 1
    except ParseError as exc:
        print(f"budget: {argv[0]}: {exc}", file=sys.stderr)
        return 1
    totals = totals_by_category(transactions)
    for category in sorted(totals):
        print(f"{category}: {totals[category]:.2f}")
    print(f"net: {sum(totals.values(), 0):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
