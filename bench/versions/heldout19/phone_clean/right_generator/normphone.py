import re
import sys

CLEAN_RE = re.compile(r"^(?:\+|00|0)?\d+$")


def cleaned_numbers(lines, country, errors):
    for lineno, line in enumerate(lines, 1):
        original = line.strip()
        if not original:
            continue
        compact = re.sub(r"[ \t.()-]", "", original)
        if not CLEAN_RE.match(compact):
            errors.append((lineno, original))
            continue
        if compact.startswith("+"):
            result = compact
        elif compact.startswith("00"):
            result = "+" + compact[2:]
        elif compact.startswith("0"):
            result = "+" + country + compact[1:]
        else:
            errors.append((lineno, original))
            continue
        if re.fullmatch(r"\+[0-9]{8,15}", result) is None:
            errors.append((lineno, original))
            continue
        yield result


def main(argv):
    country = "44"
    if argv:
        if len(argv) == 2 and argv[0] == "--country":
            country = argv[1]
        else:
            print("usage: normphone.py [--country CODE]", file=sys.stderr)
            return 2
    if re.fullmatch(r"[0-9]{1,3}", country) is None:
        print(f"normphone: bad country code {country!r}", file=sys.stderr)
        return 2
    errors = []
    seen = set()
    for number in cleaned_numbers(sys.stdin, country, errors):
        if number in seen:
            continue
        seen.add(number)
        print(number)
    for lineno, text in errors:
        print(f"line {lineno}: invalid number: {text}", file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
