import sys


def load(args):
    if args:
        with open(args[0]) as fh:
            return fh.read().split("\n")
    return sys.stdin.read().split("\n")


def groups_of(lines):
    words = sorted({ln.strip().lower() for ln in lines if ln.strip()})
    by_key = {}
    for w in words:  # words already alphabetical, so each group comes out sorted
        by_key.setdefault(tuple(sorted(w)), []).append(w)
    out = [g for g in by_key.values() if len(g) >= 2]
    return sorted(out, key=lambda g: (-len(g), g))


if __name__ == "__main__":
    for group in groups_of(load(sys.argv[1:])):
        sys.stdout.write(" ".join(group) + "\n")
