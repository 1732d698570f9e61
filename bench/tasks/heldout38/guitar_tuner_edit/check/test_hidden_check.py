"""Hidden check for guitar_tuner_edit: nearest_note(freq) gives the nearest note (octave
numbers going up at C) and the whole cents off it; freq <= 0 is refused; the rest of
tuning.py still works."""

import os
import sys

import pytest

sys.path.insert(0, os.getcwd())
from tuning import (NOTES, frequency, nearest_note, parse_note,  # noqa: E402
                    semitones_from_a4, tuning_frequencies)


def test_prompt_examples():
    assert nearest_note(440) == ("A4", 0)
    assert nearest_note(445) == ("A4", 20)
    assert nearest_note(82.0) == ("E2", -9)
    assert nearest_note(250) == ("B3", 21)
    assert isinstance(nearest_note(445), tuple)


def test_octave_goes_up_at_c():
    assert nearest_note(261.63) == ("C4", 0)
    assert nearest_note(262) == ("C4", 2)
    assert nearest_note(246.94) == ("B3", 0)
    assert nearest_note(523.25) == ("C5", 0)
    assert nearest_note(1000) == ("B5", 21)
    assert nearest_note(130.81) == ("C3", 0)
    assert nearest_note(123.0) == ("B2", -7)


def test_more():
    assert nearest_note(430) == ("A4", -40)
    assert nearest_note(452) == ("A4", 47)
    assert nearest_note(100) == ("G2", 35)
    assert nearest_note(60) == ("B1", -49)
    assert nearest_note(27.5) == ("A0", 0)
    assert nearest_note(466.16) == ("A#4", 0)
    assert nearest_note(185.0) == ("F#3", 0)
    for note, freq in zip(["E2", "A2", "D3", "G3", "B3", "E4"], tuning_frequencies()):
        assert nearest_note(freq) == (note, 0)


def test_sweep():
    for octave in range(1, 8):
        for name in NOTES:
            note = f"{name}{octave}"
            exact = 440.0 * 2 ** (semitones_from_a4(note) / 12)
            assert nearest_note(exact) == (note, 0), note
            for cents in (-45, -30, -12, -1, 1, 7, 25, 49):
                got = nearest_note(exact * 2 ** (cents / 1200))
                assert got == (note, cents), (note, cents, got)


def test_errors():
    for bad in [0, 0.0, -440]:
        with pytest.raises(ValueError):
            nearest_note(bad)


def test_rest_unchanged():
    assert parse_note(" C#3 ") == ("C#", 3)
    with pytest.raises(ValueError):
        parse_note("H2")
    assert semitones_from_a4("A4") == 0
    assert semitones_from_a4("C4") == -9
    assert frequency("E2") == 82.41
    assert frequency("A4") == 440.0
    assert tuning_frequencies() == [82.41, 110.0, 146.83, 196.0, 246.94, 329.63]
