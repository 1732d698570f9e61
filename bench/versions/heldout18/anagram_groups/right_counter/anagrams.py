import sys
from collections import Counter


def signature(word):
    return frozenset(Counter(word).items())


def main():
    stream = open(sys.argv[1]) if len(sys.argv) > 1 else sys.stdin
    with stream:
        seen = set()
        groups = {}
        for line in stream:
            word = line.strip().lower()
            if not word or word in seen:
                continue
            seen.add(word)
            groups.setdefault(signature(word), []).append(word)
    found = [sorted(g) for g in groups.values() if len(g) > 1]
    found.sort(key=lambda g: g[0])
    found.sort(key=len, reverse=True)
    for g in found:
        print(*g)


if __name__ == "__main__":
    main()
