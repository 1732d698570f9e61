import sys

STEPS = {"major": "WWHWWW", "minor": "WHWWHW", "pentatonic": "WW3W"}
SIZE = {"W": 2, "H": 1, "3": 3}


def semitone(note):
    base = "C D EF G A B".find(note[:1].upper()) if note[:1].strip() else -1
    if base < 0 or note[:1] == " " or len(note) > 2:
        return None
    if len(note) == 1:
        return base
    return {"#": base + 1, "b": base - 1}.get(note[1], None)


def spell(n, flats):
    n %= 12
    sharp = "C C# D D# E F F# G G# A A# B".split()[n]
    if flats and sharp.endswith("#"):
        return "DEGAB"["CDFGA".index(sharp[0])] + "b"
    return sharp


def main(argv):
    flats = argv.count("--flats") > 0
    rest = [a for a in argv if a != "--flats"]
    if len(rest) < 1 or len(rest) > 2:
        sys.stderr.write("usage: python scale.py ROOT [MODE] [--flats]\n")
        return 2
    root = semitone(rest[0])
    if root is None:
        sys.stderr.write("error: unknown note '%s'\n" % rest[0])
        return 2
    mode = rest[1] if len(rest) == 2 else "major"
    if mode.lower() not in STEPS:
        sys.stderr.write("error: unknown mode '%s' (choose major, minor, pentatonic)\n" % mode)
        return 2
    notes, cur = [spell(root, flats)], root
    for step in STEPS[mode.lower()]:
        cur += SIZE[step]
        notes.append(spell(cur, flats))
    print(*notes)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
