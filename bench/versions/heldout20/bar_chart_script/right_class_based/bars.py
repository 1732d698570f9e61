"""bars.py - text bar charts."""
import sys
from dataclasses import dataclass


class BadEntry(Exception):
    pass


@dataclass
class Entry:
    label: str
    value: int


class Chart:
    def __init__(self, entries, width=40):
        self.entries = entries
        self.width = width

    @classmethod
    def from_text(cls, text, width=40):
        entries = []
        for n, line in enumerate(text.splitlines(), 1):
            line = line.strip()
            if line == "" or line.startswith("#"):
                continue
            bits = line.split()
            if len(bits) != 2 or not bits[1].isdecimal():
                raise BadEntry(n)
            entries.append(Entry(bits[0], int(bits[1])))
        return cls(entries, width)

    def _length(self, value, top):
        if value <= 0:
            return 0
        # integer arithmetic: round half up of value*width/top
        q, r = divmod(value * self.width * 2 + top, top * 2)
        return max(1, q)

    def lines(self):
        if not self.entries:
            return []
        pad = max(len(e.label) for e in self.entries)
        top = max(e.value for e in self.entries)
        out = []
        for e in self.entries:
            n = self._length(e.value, top)
            tail = ("#" * n + " " if n else "") + str(e.value)
            out.append(e.label + " " * (pad - len(e.label)) + " | " + tail)
        return out


def main(argv):
    width = 40
    files = []
    it = iter(argv)
    for a in it:
        if a == "--width":
            width = int(next(it))
        elif a.startswith("--width="):
            width = int(a.split("=", 1)[1])
        else:
            files.append(a)
    if len(files) != 1:
        print("usage: python bars.py FILE [--width N]", file=sys.stderr)
        return 2
    try:
        with open(files[0]) as fh:
            text = fh.read()
    except OSError:
        print(f"error: cannot read {files[0]}", file=sys.stderr)
        return 1
    try:
        chart = Chart.from_text(text, width)
    except BadEntry as e:
        print(f"error: line {e.args[0]}: bad entry", file=sys.stderr)
        return 1
    for line in chart.lines():
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
