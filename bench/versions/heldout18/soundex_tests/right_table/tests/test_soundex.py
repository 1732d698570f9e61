import pytest

import soundex as sx

CASES = [
    ("Robert", "R163"), ("robert", "R163"), ("Rupert", "R163"), ("O'Hara", "O600"),
    ("Pfister", "P236"), ("Jackson", "J250"), ("Ashcraft", "A261"), ("Tymczak", "T522"),
    ("Lee", "L000"), ("Washington", "W252"),
]


@pytest.mark.parametrize("name,expected", CASES)
def test_docstring_examples(name, expected):
    assert sx.soundex(name) == expected


def test_error_when_no_letters():
    with pytest.raises(ValueError):
        sx.soundex("42")


def test_same_sound():
    assert sx.same_sound("Robert", "Rupert")
    assert not sx.same_sound("Robert", "Ashcraft")
