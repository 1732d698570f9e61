import sys

PITCH = {}
for i, names in enumerate([("C", "B#"), ("C#", "Db"), ("D",), ("D#", "Eb"), ("E", "Fb"),
                           ("F", "E#"), ("F#", "Gb"), ("G",), ("G#", "Ab"), ("A",),
                           ("A#", "Bb"), ("B", "Cb")]):
    for n in names:
        PITCH[n] = i

SHARP_NAMES = "C C# D D# E F F# G G# A A# B".split()
FLAT_NAMES = "C Db D Eb E F Gb G Ab A Bb B".split()
INTERVALS = {"major": (0, 2, 4, 5, 7, 9, 11), "minor": (0, 2, 3, 5, 7, 8, 10),
             "pentatonic": (0, 2, 4, 7, 9)}

argv = sys.argv[1:]
use_flats = False
while "--flats" in argv:
    argv.remove("--flats")
    use_flats = True
if len(argv) not in (1, 2):
    sys.exit(print("usage: python scale.py ROOT [MODE] [--flats]", file=sys.stderr) or 2)
root_text = argv[0]
key = root_text[:1].upper() + root_text[1:]
if key not in PITCH:
    sys.exit(print(f"error: unknown note '{root_text}'", file=sys.stderr) or 2)
mode_text = argv[1] if len(argv) > 1 else "major"
intervals = INTERVALS.get(mode_text.lower())
if intervals is None:
    sys.exit(print(f"error: unknown mode '{mode_text}' (choose major, minor, pentatonic)",
                   file=sys.stderr) or 2)
names = FLAT_NAMES if use_flats else SHARP_NAMES
print(" ".join(names[(PITCH[key] + i) % 12] for i in intervals))
