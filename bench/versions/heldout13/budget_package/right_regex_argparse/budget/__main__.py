import argparse
import sys

from . import ParseError, load, totals_by_category


def main():
    ap = argparse.ArgumentParser(prog="python -m budget")
    ap.add_argument("file")
    args = ap.parse_args()
    try:
        txs = load(args.file)
    except (OSError, ParseError) as err:
        sys.stderr.write(f"budget: {err}\n")
        return 1
    totals = totals_by_category(txs)
    for name in sorted(totals):
        sys.stdout.write("%s: %.2f\n" % (name, totals[name]))
    sys.stdout.write("net: %.2f\n" % sum(totals.values()))
    return 0


sys.exit(main())
