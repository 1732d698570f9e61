import getopt
import re
import sys
from collections import Counter


def main():
    try:
        opts, rest = getopt.getopt(sys.argv[1:], "n:")
        n = 10
        for _, value in opts:
            n = int(value)
        if n <= 0 or len(rest) > 1:
            raise ValueError
    except (getopt.GetoptError, ValueError):
        sys.stderr.write("usage: wordfreq.py [-n N] [FILE]\n")
        return 2
    if rest:
        try:
            text = open(rest[0]).read()
        except OSError:
            sys.stderr.write(f"wordfreq: cannot open {rest[0]}\n")
            return 1
    else:
        text = sys.stdin.read()
    c = Counter(m.group().lower() for m in re.finditer(r"[A-Za-z0-9']+", text))
    for word, count in sorted(c.items(), key=lambda kv: (-kv[1], kv[0]))[:n]:
        sys.stdout.write(f"{count} {word}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
