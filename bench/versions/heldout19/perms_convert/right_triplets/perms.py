#!/usr/bin/env python3
"""perms.py - octal <-> symbolic permission strings."""
import sys

TRIPLETS = ["---", "--x", "-w-", "-wx", "r--", "r-x", "rw-", "rwx"]


def octal_to_symbolic(mode: str) -> str:
    return "".join(TRIPLETS[int(ch)] for ch in mode)


def symbolic_to_octal(mode: str) -> str:
    parts = [mode[0:3], mode[3:6], mode[6:9]]
    return "".join(str(TRIPLETS.index(p)) for p in parts)


def is_octal(mode: str) -> bool:
    return len(mode) == 3 and set(mode) <= set("01234567")


def is_symbolic(mode: str) -> bool:
    return len(mode) == 9 and all(mode[i:i + 3] in TRIPLETS for i in (0, 3, 6))


def main(args: list[str]) -> int:
    if not args:
        sys.stderr.write("usage: perms.py MODE [MODE...]\n")
        return 2
    code = 0
    for raw in args:
        mode = raw[1:] if len(raw) == 10 else raw
        if is_octal(raw):
            print(octal_to_symbolic(raw))
        elif is_symbolic(mode):
            print(symbolic_to_octal(mode))
        else:
            print("perms: invalid mode: " + raw, file=sys.stderr)
            code = 1
    return code


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
