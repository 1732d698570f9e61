import os
import subprocess
import sys

import pytest

SCRIPT = os.path.join(os.getcwd(), "scale.py")


def run(*args):
    return subprocess.run([sys.executable, SCRIPT, *args], capture_output=True, text=True,
                          timeout=30)


def out(*args):
    p = run(*args)
    assert p.returncode == 0, (args, p.stderr)
    return p.stdout.strip()


@pytest.mark.parametrize("args,expected", [
    (["C"], "C D E F G A B"),
    (["a", "minor"], "A B C D E F G"),
    (["Eb", "major"], "D# F G G# A# C D"),
    (["--flats", "Eb", "major"], "Eb F G Ab Bb C D"),
    (["G", "PENTATONIC"], "G A B D E"),
])
def test_prompt_examples(args, expected):
    assert out(*args) == expected


def test_default_is_major():
    assert out("D") == "D E F# G A B C#"
    assert out("f#") == "F# G# A# B C# D# F"


def test_minor_scales():
    assert out("E", "minor") == "E F# G A B C D"
    assert out("c", "Minor") == "C D D# F G G# A#"
    assert out("c", "minor", "--flats") == "C D Eb F G Ab Bb"


def test_pentatonic():
    assert out("A", "pentatonic") == "A B C# E F#"
    assert out("Bb", "pentatonic", "--flats") == "Bb C D F G"


def test_flats_anywhere():
    assert out("Db", "--flats") == "Db Eb F Gb Ab Bb C"
    assert out("Db", "--flats", "major") == "Db Eb F Gb Ab Bb C"
    assert out("Db", "major", "--flats") == "Db Eb F Gb Ab Bb C"
    assert out("Db") == "C# D# F F# G# A# C"


def test_lowercase_flat_root():
    assert out("bb") == "A# C D D# F G A"
    assert out("ab", "minor") == "G# A# B C# D# E F#"


@pytest.mark.parametrize("root,expected", [
    ("E#", "F G A A# C D E"),
    ("Cb", "B C# D# E F# G# A#"),
    ("B#", "C D E F G A B"),
    ("Fb", "E F# G# A B C# D#"),
])
def test_enharmonic_roots(root, expected):
    assert out(root) == expected


@pytest.mark.parametrize("root", ["H", "C##", "Cx", "", "#", "do", "C#b"])
def test_unknown_note(root):
    p = run(root, "major")
    assert p.returncode == 2
    assert p.stdout == ""
    assert p.stderr.strip() == f"error: unknown note '{root}'"


@pytest.mark.parametrize("mode", ["lydian", "Dorian", "maj"])
def test_unknown_mode(mode):
    p = run("C", mode)
    assert p.returncode == 2
    assert p.stdout == ""
    assert p.stderr.strip() == f"error: unknown mode '{mode}' (choose major, minor, pentatonic)"


@pytest.mark.parametrize("args", [[], ["--flats"], ["C", "major", "x"], ["C", "minor", "--flats", "y"]])
def test_usage(args):
    p = run(*args)
    assert p.returncode == 2
    assert p.stdout == ""
    assert p.stderr.strip() == "usage: python scale.py ROOT [MODE] [--flats]"
