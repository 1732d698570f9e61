"""normphone.py - tidy phone numbers from stdin."""
import argparse
import string
import sys

DROP = str.maketrans("", "", " \t-.()")


def country_code(value: str) -> str:
    if len(value) in (1, 2, 3) and all(c in string.digits for c in value):
        return value
    raise argparse.ArgumentTypeError(f"invalid country code: {value!r}")


def tidy(text: str, country: str):
    s = text.translate(DROP)
    if s[:1] == "+":
        body = s[1:]
    elif s[:2] == "00":
        body = s[2:]
    elif s[:1] == "0":
        body = country + s[1:]
    else:
        return None
    if 8 <= len(body) <= 15 and all(c in string.digits for c in body):
        return "+" + body
    return None


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--country", type=country_code, default="44")
    opts = ap.parse_args()
    seen: set[str] = set()
    rc = 0
    for n, line in enumerate(sys.stdin.read().split("\n"), 1):
        stripped = line.strip()
        if not stripped:
            continue
        result = tidy(stripped, opts.country)
        if result is None:
            sys.stderr.write(f"line {n}: invalid number: {stripped}\n")
            rc = 1
        elif result not in seen:
            seen.add(result)
            sys.stdout.write(result + "\n")
    return rc


if __name__ == "__main__":
    sys.exit(main())
