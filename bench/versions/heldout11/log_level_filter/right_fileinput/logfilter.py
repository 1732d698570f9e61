import argparse
import collections
import enum
import fileinput
import sys


class Level(enum.IntEnum):
    DEBUG = 10
    INFO = 20
    WARNING = 30
    ERROR = 40
    CRITICAL = 50


def get_level(line):
    fields = line.split(maxsplit=3)
    try:
        return Level[fields[2].upper()]
    except (IndexError, KeyError):
        return None


def run():
    ap = argparse.ArgumentParser()
    ap.add_argument("file", nargs="?", default="-")
    ap.add_argument("--min", default="warning")
    ap.add_argument("--count", action="store_true")
    ns = ap.parse_args()
    try:
        floor = Level[ns.min.upper()]
    except KeyError:
        ap.error("no such level: " + ns.min)
    seen = collections.Counter()
    with fileinput.input(files=[ns.file]) as f:
        for line in f:
            lvl = get_level(line)
            if lvl is not None and lvl >= floor:
                seen[lvl] += 1
                if not ns.count:
                    print(line.rstrip("\n"))
    if ns.count:
        for lvl in sorted(seen):
            print(lvl.name, seen[lvl])
    return 0 if seen else 1


if __name__ == "__main__":
    sys.exit(run())
