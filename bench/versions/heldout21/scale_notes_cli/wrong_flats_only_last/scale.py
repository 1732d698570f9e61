"""Print the notes of a major, natural minor or major pentatonic scale."""
import sys

SHARPS = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]
FLATS = ["C", "Db", "D", "Eb", "E", "F", "Gb", "G", "Ab", "A", "Bb", "B"]
LETTERS = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
MODES = {
    "major": [0, 2, 4, 5, 7, 9, 11],
    "minor": [0, 2, 3, 5, 7, 8, 10],
    "pentatonic": [0, 2, 4, 7, 9],
}
USAGE = "usage: python scale.py ROOT [MODE] [--flats]"


def parse_root(text):
    if not text or text[0].upper() not in LETTERS or len(text) > 2:
        raise ValueError(text)
    value = LETTERS[text[0].upper()]
    if len(text) == 2:
        if text[1] == "#":
            value += 1
        elif text[1] == "b":
            value -= 1
        else:
            raise ValueError(text)
    return value % 12


def main(argv):
    flats = bool(argv) and argv[-1] == "--flats"
    args = argv[:-1] if flats else argv
    if not 1 <= len(args) <= 2:
        print(USAGE, file=sys.stderr)
        return 2
    try:
        root = parse_root(args[0])
    except ValueError:
        print(f"error: unknown note '{args[0]}'", file=sys.stderr)
        return 2
    mode = args[1] if len(args) == 2 else "major"
    if mode.lower() not in MODES:
        print(f"error: unknown mode '{mode}' (choose major, minor, pentatonic)", file=sys.stderr)
        return 2
    names = FLATS if flats else SHARPS
    print(" ".join(names[(root + step) % 12] for step in MODES[mode.lower()]))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
