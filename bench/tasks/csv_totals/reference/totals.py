import csv
import sys


def totals(path):
    sums = {}
    with open(path, newline="") as fh:
        for row in csv.DictReader(fh):
            sums[row["name"]] = sums.get(row["name"], 0.0) + float(row["amount"])
    return sums


def main(argv):
    for name, total in sorted(totals(argv[1]).items()):
        print(f"{name}: {total:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
