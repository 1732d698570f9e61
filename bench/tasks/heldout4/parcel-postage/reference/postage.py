"""Total postage of the parcels listed in a file: python postage.py FILE"""
import sys


def price(kg):
    if kg <= 2:
        return 4.50
    if kg <= 10:
        return 9.00
    return 15.00


def total_postage(path):
    total = 0.0
    with open(path) as f:
        for line in f:
            if line.strip():
                total += price(float(line))
    return total


def main(argv):
    print(f"{total_postage(argv[1]):.2f}")


if __name__ == "__main__":
    main(sys.argv)
