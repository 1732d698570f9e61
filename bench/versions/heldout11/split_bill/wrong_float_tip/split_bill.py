import argparse
import sys


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("amount")
    parser.add_argument("people")
    parser.add_argument("--tip", default="0")
    args = parser.parse_args()
    try:
        amount = float(args.amount)
        people = int(args.people)
        tip = float(args.tip)
    except ValueError:
        parser.error("invalid number")
    if amount < 0 or people <= 0 or tip < 0:
        parser.error("values must be positive")
    if "." in args.amount and len(args.amount.split(".")[1]) > 2:
        parser.error("at most 2 decimals")
    total = round(amount * (1 + tip / 100) * 100)
    base = total // people
    extra = total % people
    for i in range(people):
        share = base + 1 if i < extra else base
        print(f"{share / 100:.2f}")


if __name__ == "__main__":
    main()
