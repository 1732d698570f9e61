"""Clean up a list of phone numbers read from stdin into +<digits> form."""

import argparse
import re
import sys

FORMATTING = re.compile(r"[\s\-.()]")
VALID = re.compile(r"\+\d{8,14}")


def clean(line, country):
    compact = FORMATTING.sub("", line)
    if compact.startswith("+"):
        number = compact
    elif compact.startswith("00"):
        number = "+" + compact[2:]
    elif compact.startswith("0"):
        number = "+" + country + compact[1:]
    else:
        return None
    return number if VALID.fullmatch(number) else None


def main(argv=None):
    parser = argparse.ArgumentParser(description="Normalise phone numbers read from stdin.")
    parser.add_argument("--country", default="44", help="default country code (1-3 digits)")
    args = parser.parse_args(argv)
    if not re.fullmatch(r"\d{1,3}", args.country):
        parser.error(f"bad --country value: {args.country!r}")

    seen = set()
    status = 0
    for number, line in enumerate(sys.stdin, start=1):
        text = line.strip()
        if not text:
            continue
        cleaned = clean(text, args.country)
        if cleaned is None:
            print(f"line {number}: invalid number: {text}", file=sys.stderr)
            status = 1
        elif cleaned not in seen:
            seen.add(cleaned)
            print(cleaned)
    return status


if __name__ == "__main__":
    sys.exit(main())
