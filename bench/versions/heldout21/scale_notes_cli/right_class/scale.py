from __future__ import annotations

import sys


class ScaleError(Exception):
    pass


class Scale:
    CHROMATIC = {False: "C C# D D# E F F# G G# A A# B".split(),
                 True: "C Db D Eb E F Gb G Ab A Bb B".split()}
    FORMULAS = {"major": [0, 2, 4, 5, 7, 9, 11], "minor": [0, 2, 3, 5, 7, 8, 10],
                "pentatonic": [0, 2, 4, 7, 9]}
    NATURAL = dict(zip("CDEFGAB", [0, 2, 4, 5, 7, 9, 11]))

    def __init__(self, root: str, mode: str = "major", flats: bool = False):
        self.root = self._root(root)
        if mode.lower() not in self.FORMULAS:
            raise ScaleError(f"error: unknown mode '{mode}' (choose major, minor, pentatonic)")
        self.mode = mode.lower()
        self.flats = flats

    @classmethod
    def _root(cls, text: str) -> int:
        letter, accidental = text[:1], text[1:]
        if letter.upper() not in cls.NATURAL or letter == "" or accidental not in ("", "#", "b"):
            raise ScaleError(f"error: unknown note '{text}'")
        shift = {"": 0, "#": 1, "b": -1}[accidental]
        return (cls.NATURAL[letter.upper()] + shift) % 12

    def notes(self) -> list[str]:
        names = self.CHROMATIC[self.flats]
        return [names[(self.root + i) % 12] for i in self.FORMULAS[self.mode]]


def main(argv: list[str]) -> int:
    positional = [a for a in argv if a != "--flats"]
    if len(positional) not in (1, 2):
        print("usage: python scale.py ROOT [MODE] [--flats]", file=sys.stderr)
        return 2
    try:
        scale = Scale(*positional, flats=len(positional) != len(argv))
    except ScaleError as exc:
        print(exc, file=sys.stderr)
        return 2
    print(" ".join(scale.notes()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
