import re
import sys


def usage():
    print("usage: wordfreq.py [-n N] [FILE]", file=sys.stderr)
    sys.exit(2)


args = sys.argv[1:]
n = 10
path = None
i = 0
while i < len(args):
    if args[i] == "-n":
        if i + 1 >= len(args):
            usage()
        try:
            n = int(args[i + 1])
        except ValueError:
            usage()
        if n < 1:
            usage()
        i += 2
    elif path is None:
        path = args[i]
        i += 1
    else:
        usage()

if path is None:
    data = sys.stdin.read()
else:
    try:
        with open(path) as f:
            data = f.read()
    except OSError:
        sys.stderr.write("wordfreq: cannot open %s\n" % path)
        sys.exit(1)

counts = {}
for w in re.findall(r"[a-z0-9']+", data.lower()):
    counts[w] = counts.get(w, 0) + 1
for w in sorted(counts, key=lambda k: (-counts[k], k))[:n]:
    print(counts[w], w)
