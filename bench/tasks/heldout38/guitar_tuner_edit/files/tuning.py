"""Notes and frequencies for tuning my guitar (A4 = 440 Hz, equal temperament)."""

import math

NOTES = ["C", "C#", "D", "D#", "E", "F", "F#", "G", "G#", "A", "A#", "B"]
A4 = 440.0
STANDARD = ["E2", "A2", "D3", "G3", "B3", "E4"]  # my six strings, low to high


def parse_note(text):
    """("C#", 3) from "C#3": a name from NOTES and a one-digit octave, else ValueError.

    Octave numbers go up at C: B3 is just below C4.
    """
    text = text.strip()
    name, octave = text[:-1], text[-1:]
    if name not in NOTES or not octave.isdigit():
        raise ValueError(f"not a note: {text!r}")
    return name, int(octave)


def semitones_from_a4(text):
    """How many semitones a note is above A4 (negative below it)."""
    name, octave = parse_note(text)
    return NOTES.index(name) - NOTES.index("A") + 12 * (octave - 4)


def frequency(text):
    """A note's frequency in Hz, to 2 decimal places: frequency("E2") == 82.41."""
    return round(A4 * 2 ** (semitones_from_a4(text) / 12), 2)


def tuning_frequencies(notes=STANDARD):
    """The frequency of each string."""
    return [frequency(note) for note in notes]
