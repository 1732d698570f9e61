"""Number the lines of stdin: python numlines.py [--skip-blank] < file"""

import argparse
import sys


def number_lines(lines, skip_blank=False):
    n = 0
    for line in lines:
        text = line.rstrip("\n")
        if skip_blank and not text.strip():
            yield ""
            continue
        n += 1
        yield f"{n:>4}: {text}"


def main():
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--skip-blank", action="store_true")
    args = parser.parse_args()
    for out in number_lines(sys.stdin, args.skip_blank):
        print(out)


if __name__ == "__main__":
    main()
