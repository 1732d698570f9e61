"""Chord helpers for guitar practice."""

SHARPS = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]
FLATS = ["C", "Db", "D", "Eb", "E", "F", "Gb", "G", "Ab", "A", "Bb", "B"]
NATURAL = {"C": 0, "D": 2, "E": 4, "F": 5, "G": 7, "A": 9, "B": 11}
SHAPES = {"": [0, 4, 7], "m": [0, 3, 7], "7": [0, 4, 7, 10], "m7": [0, 3, 7, 10]}


def _int(value, what):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{what} must be an int")
    return value


def note_number(name):
    """C is 0, C#/Db 1, ... B 11; wraps around (B# is 0, Cb is 11)."""
    if not isinstance(name, str):
        raise TypeError("a note name is a str")
    if not 1 <= len(name) <= 2 or name[0] not in NATURAL or name[1:] not in ("", "#", "b"):
        raise ValueError(f"not a note: {name!r}")
    shift = {"": 0, "#": 1, "b": -1}[name[1:]]
    return (NATURAL[name[0]] + shift) % 12


def transpose(note, semitones, flats=False):
    """The note `semitones` up (down when negative), named with sharps or flats."""
    _int(semitones, "semitones")
    names = FLATS if flats else SHARPS
    return names[(note_number(note) + semitones) % 12]


def _split(chord):
    if not isinstance(chord, str):
        raise TypeError("a chord is a str")
    root = chord[:2] if chord[1:2] in ("#", "b") else chord[:1]
    kind = chord[len(root):]
    if kind not in SHAPES:
        raise ValueError(f"unknown chord: {chord!r}")
    note_number(root)
    return root, kind


def chord_notes(chord):
    """The notes of a chord, root first."""
    root, kind = _split(chord)
    flats = "b" in root
    return [root] + [transpose(root, step, flats=flats) for step in SHAPES[kind][1:]]


def capo_shape(chord, capo):
    """The chord shape to play with a capo on fret `capo` so that it sounds as `chord`."""
    root, kind = _split(chord)
    if _int(capo, "capo") < 0 or capo > 11:
        raise ValueError("the capo goes on fret 0 to 11")
    return transpose(root, -capo, flats="b" in root) + kind
