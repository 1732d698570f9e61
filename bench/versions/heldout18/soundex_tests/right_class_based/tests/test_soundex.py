import pathlib
import sys

import pytest

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))

from soundex import soundex, same_sound  # noqa: E402


class TestCoding:
    def test_basic(self):
        assert soundex("Robert") == "R163"

    def test_lowercase_input_gives_uppercase_letter(self):
        assert soundex("tymczak") == "T522"

    def test_adjacent_same_digit_with_first_letter(self):
        assert soundex("Pfister") == "P236"

    def test_h_and_w_do_not_separate(self):
        assert soundex("Ashcraft") == "A261"

    def test_vowels_separate(self):
        assert soundex("Tymczak") == "T522"

    def test_padding(self):
        assert soundex("Lee") == "L000"

    def test_truncation(self):
        assert soundex("Washington") == "W252"

    def test_punctuation(self):
        assert soundex("O'Hara") == "O600"


class TestErrors:
    @pytest.mark.parametrize("value", ["", "!!", "  "])
    def test_raises(self, value):
        with pytest.raises(ValueError):
            soundex(value)


def test_same_sound():
    assert same_sound("Robert", "Rupert") is True
