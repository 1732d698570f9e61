"""dedupe.py [-i] [-c] [FILE ...]"""
import argparse
import collections
import fileinput
import sys


class Deduper:
    def __init__(self, ignore_case):
        self.ignore_case = ignore_case
        self.counts = collections.Counter()
        self.spelling = collections.OrderedDict()

    def feed(self, raw):
        text = raw.rstrip()
        key = text.lower() if self.ignore_case else text
        self.spelling.setdefault(key, text)
        self.counts[key] += 1

    def result(self):
        for key, text in self.spelling.items():
            yield text, self.counts[key]


def main():
    ap = argparse.ArgumentParser(prog="dedupe.py")
    ap.add_argument("-i", dest="ignore_case", action="store_true")
    ap.add_argument("-c", dest="count", action="store_true")
    ap.add_argument("files", nargs="*")
    ns = ap.parse_args()

    d = Deduper(ns.ignore_case)
    bad = False
    if not ns.files:
        for line in sys.stdin:
            d.feed(line)
    for name in ns.files:
        try:
            handle = open(name)
        except OSError:
            print("dedupe.py: {}: cannot open".format(name), file=sys.stderr)
            bad = True
            continue
        with handle:
            for line in handle:
                d.feed(line)
    for text, n in d.result():
        print(f"{n} {text}" if ns.count else text)
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
