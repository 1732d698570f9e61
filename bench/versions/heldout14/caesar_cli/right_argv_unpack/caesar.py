"""Command-line Caesar cipher."""
import sys


def rotate(ch, k):
    if "a" <= ch <= "z":
        base = 97
    elif "A" <= ch <= "Z":
        base = 65
    else:
        return ch
    return chr(base + (ord(ch) - base + k) % 26)


def die(msg):
    sys.stderr.write(msg + "\n")
    raise SystemExit(2)


def parse_shift(s):
    s2 = s.strip()
    if s2.startswith(("-", "+")):
        s2 = s2[1:]
    if not s2.isdigit():
        die("caesar: shift must be an integer")
    return int(s)


def run(argv):
    if not 2 <= len(argv) <= 3:
        die("usage: caesar.py encode|decode SHIFT [TEXT]")
    mode, raw_shift, *rest = argv
    if mode not in {"encode", "decode"}:
        die("caesar: mode must be 'encode' or 'decode'")
    k = parse_shift(raw_shift)
    k = k if mode == "encode" else -k
    if rest:
        print("".join(rotate(c, k) for c in rest[0]))
    else:
        for line in sys.stdin:
            sys.stdout.write("".join(rotate(c, k) for c in line))


if __name__ == "__main__":
    run(sys.argv[1:])
