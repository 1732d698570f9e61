"""What is left in stock after the movements in a file: python stock.py FILE"""
import sys


def stock_levels(lines):
    levels = {}
    for line in lines:
        parts = line.split()
        if not parts:
            continue
        direction, item, count = parts
        change = int(count) if direction == "IN" else -int(count)
        levels[item] = levels.get(item, 0) + change
    return levels


def main(argv):
    with open(argv[1]) as f:
        levels = stock_levels(f)
    for item in sorted(levels):
        if levels[item] != 0:
            print(f"{item} {levels[item]}")


if __name__ == "__main__":
    main(sys.argv)
