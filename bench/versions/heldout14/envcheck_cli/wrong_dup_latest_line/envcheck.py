#!/usr/bin/env python3
"""Lint a .env file: python envcheck.py PATH"""
import re
import sys

KEY_RE = re.compile(r"[A-Za-z_][A-Za-z0-9_]*\Z")


def find_problems(path, lines):
    """Return (problem lines, number of keys defined)."""
    problems = []
    first_seen = {}
    for number, raw in enumerate(lines, start=1):
        line = raw.rstrip("\r\n")
        stripped = line.strip()
        if not stripped or stripped.startswith("#"):
            continue
        if "=" not in line:
            problems.append(f"{path}:{number}: missing '='")
            continue
        key = line.split("=", 1)[0].strip()
        if not KEY_RE.match(key):
            problems.append(f"{path}:{number}: invalid key '{key}'")
        elif key in first_seen:
            problems.append(
                f"{path}:{number}: duplicate key '{key}' (first on line {first_seen[key]})"
            )
            first_seen[key] = number
        else:
            first_seen[key] = number
    return problems, len(first_seen)


def main(argv):
    if len(argv) != 1:
        print("usage: envcheck.py PATH", file=sys.stderr)
        return 2
    path = argv[0]
    try:
        with open(path, encoding="utf-8") as fh:
            lines = fh.readlines()
    except (OSError, UnicodeDecodeError):
        print(f"envcheck: cannot read {path}", file=sys.stderr)
        return 2
    problems, keys = find_problems(path, lines)
    for problem in problems:
        print(problem, file=sys.stderr)
    if problems:
        return 1
    print(f"ok: {keys} keys")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
