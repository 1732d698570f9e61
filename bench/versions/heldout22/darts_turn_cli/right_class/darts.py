#!/usr/bin/env python3
"""501 double-out: score a single turn."""
import re
import sys


class TurnOver(Exception):
    pass


class Turn:
    def __init__(self, remaining):
        self.start = remaining
        self.score = remaining
        self.result = None

    def throw(self, points, double):
        if self.result is not None:
            raise TurnOver()
        new = self.score - points
        if new == 0 and double:
            self.score = 0
            self.result = "CHECKOUT"
        elif new < 0 or new in (0, 1):
            self.score = self.start
            self.result = "BUST, {} left".format(self.start)
        else:
            self.score = new

    def summary(self):
        return self.result or "{} left".format(self.score)


PATTERN = re.compile(r"^(?:(?P<kind>[sdt])(?P<num>1[0-9]|20|[1-9])|(?P<special>25|bull|miss))$",
                     re.IGNORECASE)


def parse(token):
    m = PATTERN.match(token)
    if m is None or token.endswith("\n"):
        return None
    special = m.group("special")
    if special:
        return {"25": (25, False), "bull": (50, True), "miss": (0, False)}[special.lower()]
    kind = m.group("kind").lower()
    mult = {"s": 1, "d": 2, "t": 3}[kind]
    return int(m.group("num")) * mult, kind == "d"


def main(args):
    if len(args) < 2 or len(args) > 4:
        sys.stderr.write("usage: python darts.py REMAINING DART [DART [DART]]\n")
        return 2
    try:
        if not re.fullmatch(r"\d+", args[0]) or args[0][0] == "0":
            raise ValueError
        remaining = int(args[0])
        if remaining < 2 or remaining > 501:
            raise ValueError
    except ValueError:
        sys.stderr.write("error: bad score '{}'\n".format(args[0]))
        return 2
    parsed = []
    for token in args[1:]:
        value = parse(token)
        if value is None:
            sys.stderr.write("error: bad dart '{}'\n".format(token))
            return 2
        parsed.append(value)
    turn = Turn(remaining)
    try:
        for points, double in parsed:
            turn.throw(points, double)
    except TurnOver:
        sys.stderr.write("error: turn already over\n")
        return 2
    print(turn.summary())
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
