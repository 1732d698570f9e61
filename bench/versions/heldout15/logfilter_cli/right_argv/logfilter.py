import re
import sys
from datetime import datetime

SEVERITY = ("DEBUG", "INFO", "WARNING", "ERROR", "CRITICAL")
PAT = re.compile(r"^(\S+ \S+)\s+(DEBUG|INFO|WARNING|ERROR|CRITICAL)\s")
FMT = "%Y-%m-%d %H:%M:%S"


def fail(msg, code=2):
    print(msg, file=sys.stderr)
    sys.exit(code)


def get_options(argv):
    opts = {"level": "INFO", "since": None, "file": None}
    it = iter(argv)
    for a in it:
        if a in ("--level", "--since"):
            try:
                opts[a[2:]] = next(it)
            except StopIteration:
                fail(f"logfilter: {a} needs a value")
        elif opts["file"] is None:
            opts["file"] = a
        else:
            fail("logfilter: too many arguments")
    return opts


def is_stamp(s):
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}", s):
        return None
    try:
        return datetime.strptime(s, FMT)
    except ValueError:
        return None


def main():
    o = get_options(sys.argv[1:])
    if o["level"].upper() not in SEVERITY:
        fail(f"logfilter: unknown level {o['level']}")
    floor = SEVERITY.index(o["level"].upper())
    since = None
    if o["since"] is not None:
        since = is_stamp(o["since"])
        if since is None:
            fail(f"logfilter: invalid --since {o['since']}")
    if o["file"] is None:
        text = sys.stdin.read()
    else:
        try:
            with open(o["file"]) as f:
                text = f.read()
        except OSError:
            fail(f"logfilter: cannot open {o['file']}")

    entries = []  # list of [visible, [lines]]
    for line in text.splitlines():
        m = PAT.match(line)
        when = is_stamp(m.group(1)) if m else None
        if m and when is not None:
            visible = SEVERITY.index(m.group(2)) >= floor and (since is None or when >= since)
            entries.append([visible, [line]])
        elif entries:
            entries[-1][1].append(line)

    shown = [e for e in entries if e[0]]
    for _, block in shown:
        for line in block:
            print(line)
    print(f"{len(shown)} of {len(entries)} entries shown", file=sys.stderr)
    sys.exit(0 if shown else 1)


main()
