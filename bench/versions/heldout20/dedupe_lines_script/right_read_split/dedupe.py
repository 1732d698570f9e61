import argparse
import sys


def read_lines(stream):
    data = stream.read()
    if data == "":
        return []
    parts = data.split("\n")
    if data.endswith("\n"):
        parts.pop()
    return parts


parser = argparse.ArgumentParser(prog="dedupe.py")
parser.add_argument("-i", dest="ignore_case", action="store_true")
parser.add_argument("-c", dest="count", action="store_true")
options = parser.parse_args()

keys = []
shown = {}
tally = {}
for text in read_lines(sys.stdin):
    k = text.upper() if options.ignore_case else text
    if k not in tally:
        keys.append(k)
        shown[k] = text
        tally[k] = 0
    tally[k] += 1

for k in keys:
    prefix = str(tally[k]).rjust(4) + " " if options.count else ""
    print(prefix + shown[k])
