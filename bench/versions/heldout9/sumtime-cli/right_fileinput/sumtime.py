#!/usr/bin/env python3
import fileinput
import re
import sys

PATTERN = re.compile(r"^(?=\d)(?:([0-9]+)h)?(?:([0-9]+)m)?$")


def main():
    minutes = 0
    errors = None
    for line in fileinput.input(sys.argv[1:2]):
        lineno = fileinput.lineno()
        item = line.strip()
        if not item:
            continue
        m = PATTERN.match(item)
        if m is None or m.group(0) == "":
            errors = f"sumtime: line {lineno}: invalid duration '{item}'"
            break
        minutes += int(m.group(1) or 0) * 60 + int(m.group(2) or 0)
    fileinput.close()
    if errors:
        print(errors, file=sys.stderr)
        return 1
    print(f"{minutes // 60}:{minutes % 60:02d}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
