import argparse
import re
import sys
import time

ORDER = {"DEBUG": 10, "INFO": 20, "WARNING": 30, "ERROR": 40, "CRITICAL": 50}
LINE_RE = re.compile(r"(\d\d\d\d-\d\d-\d\d \d\d:\d\d:\d\d)[ \t]+(\w+)\s+")


def parse_entry(line):
    m = LINE_RE.match(line)
    if m and m.group(2) in ORDER:
        return m.group(1), m.group(2)
    return None


def run():
    ap = argparse.ArgumentParser()
    ap.add_argument("--level", default="INFO")
    ap.add_argument("--since", default=None)
    ap.add_argument("path", nargs="?", default=None)
    ns = ap.parse_args()

    wanted = ORDER.get(ns.level.upper())
    if wanted is None:
        sys.stderr.write(f"unknown level {ns.level!r}\n")
        return 2
    if ns.since is not None:
        try:
            time.strptime(ns.since, "%Y-%m-%d %H:%M:%S")
        except ValueError:
            sys.stderr.write("--since must look like YYYY-MM-DD HH:MM:SS\n")
            return 2
        if len(ns.since) != 19:
            sys.stderr.write("--since must look like YYYY-MM-DD HH:MM:SS\n")
            return 2

    if ns.path:
        try:
            src = open(ns.path, encoding="utf-8")
        except OSError:
            sys.stderr.write(f"logfilter: cannot open {ns.path}\n")
            return 2
    else:
        src = sys.stdin

    seen = kept = 0
    keep = False
    out = []
    with src:
        for raw in src:
            line = raw.rstrip("\n")
            entry = parse_entry(line)
            if entry is not None:
                stamp, lvl = entry
                seen += 1
                keep = ORDER[lvl] >= wanted and (ns.since is None or stamp >= ns.since)
                kept += keep
            if keep:
                out.append(line)
    if out:
        sys.stdout.write("\n".join(out) + "\n")
    sys.stderr.write(f"{kept} of {seen} entries shown\n")
    return 0 if kept > 0 else 1


if __name__ == "__main__":
    sys.exit(run())
