import pytest

import ordinal as mod

EXPECTED = {0: "0th", 1: "1st", 2: "2nd", 3: "3rd", 4: "4th", 5: "5th", 11: "11th",
            12: "12th", 13: "13th", 20: "20th", 21: "21st", 32: "32nd", 43: "43rd",
            101: "101st", 111: "111th", 112: "112th", 113: "113th", 212: "212th",
            1013: "1013th", 1022: "1022nd"}


def test_ordinal_table():
    for n, text in EXPECTED.items():
        assert mod.ordinal(n) == text, n


def test_parse_table():
    for n, text in EXPECTED.items():
        assert mod.parse_ordinal(text) == n
        assert mod.parse_ordinal(text.upper()) == n
        assert mod.parse_ordinal("  " + text + "\n") == n


def test_bad_types():
    for bad in (True, 2.0, "2", [2]):
        with pytest.raises(TypeError):
            mod.ordinal(bad)


def test_negative():
    with pytest.raises(ValueError):
        mod.ordinal(-3)


def test_wrong_suffixes_rejected():
    for text in ("23th", "11st", "12nd", "13rd", "111st", "112nd", "113rd", "2st", "3nd",
                 "1rd", "5st"):
        with pytest.raises(ValueError):
            mod.parse_ordinal(text)


def test_garbage_rejected():
    for text in ("007th", "01st", "", "th", "fourth", "4", "4 th"):
        with pytest.raises(ValueError):
            mod.parse_ordinal(text)
