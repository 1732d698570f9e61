"""Score one turn of a 501 double-out darts game."""
import re
import sys

USAGE = "usage: python darts.py REMAINING DART [DART [DART]]"
_DART = re.compile(r"([SDT])([1-9]|1[0-9]|20)")


def parse_dart(text):
    """Return (points, is_double) for a dart, or None when it is not valid."""
    upper = text.upper()
    if upper == "MISS":
        return 0, False
    if upper == "25":
        return 25, False
    if upper == "BULL":
        return 50, True
    m = _DART.fullmatch(upper)
    if not m:
        return None
    factor = {"S": 1, "D": 2, "T": 3}[m.group(1)]
    return factor * int(m.group(2)), factor == 2


def fail(message):
    print(message, file=sys.stderr)
    sys.exit(2)


def main(argv):
    if not 2 <= len(argv) <= 4:
        fail(USAGE)
    start_text, dart_texts = argv[0], argv[1:]
    if not re.fullmatch(r"[1-9][0-9]*", start_text) or not 2 <= int(start_text) <= 501:
        fail(f"error: bad score '{start_text}'")
    start = int(start_text)
    darts = []
    for text in dart_texts:
        dart = parse_dart(text)
        if dart is None:
            fail(f"error: bad dart '{text}'")
        darts.append(dart)
    score = start
    for index, (points, is_double) in enumerate(darts):
        score -= points
        if score == 0 and is_double:
            result = "CHECKOUT"
        elif score < 2:
            result = f"BUST, {score + points} left"
        else:
            continue
        if index != len(darts) - 1:
            fail("error: turn already over")
        print(result)
        return 0
    print(f"{score} left")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
