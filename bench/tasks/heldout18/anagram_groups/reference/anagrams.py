"""Print groups of anagrams found in a word list."""
import sys
from collections import defaultdict


def read_words(argv):
    if len(argv) > 1:
        with open(argv[1], encoding="utf-8") as handle:
            text = handle.read()
    else:
        text = sys.stdin.read()
    return [line.strip().lower() for line in text.splitlines() if line.strip()]


def anagram_groups(words):
    groups = defaultdict(set)
    for word in words:
        groups["".join(sorted(word))].add(word)
    result = [sorted(group) for group in groups.values() if len(group) >= 2]
    result.sort(key=lambda group: (-len(group), group[0]))
    return result


def main(argv):
    for group in anagram_groups(read_words(argv)):
        print(" ".join(group))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
