#!/usr/bin/env python3
"""Caesar cipher: python caesar.py encode|decode SHIFT [TEXT]"""
import string
import sys

USAGE = "usage: caesar.py encode|decode SHIFT [TEXT]"


def shift_text(text, shift):
    """Shift ASCII letters by `shift` places, keeping case; leave the rest alone."""
    out = []
    for ch in text:
        if ch in string.ascii_lowercase:
            out.append(chr((ord(ch) - ord("a") + shift) % 26 + ord("a")))
        elif ch in string.ascii_uppercase:
            out.append(chr((ord(ch) - ord("A") + shift) % 26 + ord("A")))
        else:
            out.append(ch)
    return "".join(out)


def fail(message):
    print(message, file=sys.stderr)
    return 2


def main(argv):
    if len(argv) not in (2, 3):
        return fail(USAGE)
    mode, shift_arg = argv[0], argv[1]
    if mode not in ("encode", "decode"):
        return fail("caesar: mode must be 'encode' or 'decode'")
    try:
        shift = int(shift_arg)
    except ValueError:
        return fail("caesar: shift must be an integer")
    if mode == "decode":
        shift = -shift
    if len(argv) == 3:
        print(shift_text(argv[2], shift))
    else:
        sys.stdout.write(shift_text(sys.stdin.read(), shift))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
