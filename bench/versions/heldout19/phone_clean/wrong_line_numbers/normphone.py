import argparse
import sys


def clean(line, country):
    for ch in " -.()":
        line = line.replace(ch, "")
    if line.startswith("+"):
        number = line
    elif line.startswith("00"):
        number = "+" + line[2:]
    elif line.startswith("0"):
        number = "+" + country + line[1:]
    else:
        return None
    digits = number[1:]
    if not digits.isdigit() or not 8 <= len(digits) <= 15:
        return None
    return number


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--country", default="44")
    args = parser.parse_args()
    if not (args.country.isdigit() and 1 <= len(args.country) <= 3):
        print("normphone: --country must be 1-3 digits", file=sys.stderr)
        return 2
    lines = [line.strip() for line in sys.stdin if line.strip()]
    seen = []
    status = 0
    for i, text in enumerate(lines, 1):
        number = clean(text, args.country)
        if number is None:
            print(f"line {i}: invalid number: {text}", file=sys.stderr)
            status = 1
        elif number not in seen:
            seen.append(number)
            print(number)
    return status


if __name__ == "__main__":
    sys.exit(main())
