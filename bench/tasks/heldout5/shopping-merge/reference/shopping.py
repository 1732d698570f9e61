import sys


def merge(lines):
    totals = {}
    for line in lines:
        if not line.strip():
            continue
        quantity, name = line.strip().split(" ", 1)
        name = name.strip().lower()
        totals[name] = totals.get(name, 0) + int(quantity)
    return totals


def main():
    totals = merge(sys.stdin)
    for name in sorted(totals):
        print(f"{name}: {totals[name]}")


if __name__ == "__main__":
    main()
