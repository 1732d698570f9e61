import os
import sys

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from soundex import same_sound, soundex  # noqa: E402


@pytest.mark.parametrize("name, code", [
    ("Robert", "R163"),
    ("Rupert", "R163"),
    ("Rubin", "R150"),
    ("Ashcraft", "A261"),
    ("Tymczak", "T522"),
    ("Pfister", "P236"),
    ("Jackson", "J250"),
    ("Lee", "L000"),
    ("Washington", "W252"),
    ("Honeyman", "H555"),
    ("O'Hara", "O600"),
])
def test_known_codes(name, code):
    assert soundex(name) == code


def test_case_insensitive():
    assert soundex("robert") == "R163"
    assert soundex("ROBERT") == "R163"
    assert soundex("ashcraft") == "A261"


def test_non_letters_ignored():
    assert soundex("O'Hara") == "O600"
    assert soundex("  Lee-3 ") == "L000"


def test_always_four_characters():
    assert soundex("A") == "A000"
    assert len(soundex("Washington")) == 4


@pytest.mark.parametrize("bad", ["", "   ", "123", "'-'"])
def test_no_letters(bad):
    with pytest.raises(ValueError):
        soundex(bad)


def test_same_sound():
    assert same_sound("Robert", "Rupert") is True
    assert same_sound("robert", "RUPERT") is True
    assert same_sound("Robert", "Rubin") is False
