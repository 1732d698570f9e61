import re
import sys
from dataclasses import dataclass


@dataclass
class Dice:
    text: str
    count: int
    sides: int
    modifier: int

    @property
    def low(self):
        return self.count + self.modifier

    @property
    def high(self):
        return self.count * self.sides + self.modifier

    @property
    def mean(self):
        return (self.low + self.high) / 2


class BadLine(Exception):
    def __init__(self, number, text):
        super().__init__(f"line {number}: bad notation '{text}'")


RX = re.compile(r"^([0-9]*)d([0-9]+)(?:([+-])([0-9]+))?$", re.IGNORECASE)


def dice_from(lines):
    for number, line in enumerate(lines, 1):
        line = line.strip()
        if not line:
            continue
        m = RX.match(line)
        if m is None or (m.group(1) and int(m.group(1)) == 0) or int(m.group(2)) == 0:
            raise BadLine(number, line)
        mod = int(m.group(4) or 0) * (-1 if m.group(3) == "-" else 1)
        yield Dice(line, int(m.group(1) or 1), int(m.group(2)), mod)


def main(argv=None):
    argv = sys.argv[1:] if argv is None else argv
    if argv:
        try:
            with open(argv[0]) as f:
                text = f.read()
        except OSError as e:
            print("error:", e, file=sys.stderr)
            return 1
    else:
        text = sys.stdin.read()
    try:
        all_dice = list(dice_from(text.split("\n")))
    except BadLine as e:
        print(f"error: {e}", file=sys.stderr)
        return 2
    for d in all_dice:
        print(f"{d.text}: min {d.low}, max {d.high}, avg {d.mean:.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
