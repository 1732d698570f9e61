import os
import sys

sys.path.insert(0, os.getcwd())

import pytest

import isbn


@pytest.mark.parametrize("raw,expected", [
    ("0-306-40615-2", "0306406152"),
    ("978 0 306 40615 7", "9780306406157"),
    ("0-8044-2957-x", "080442957X"),
    ("080442957X", "080442957X"),
])
def test_normalize(raw, expected):
    assert isbn.normalize(raw) == expected


@pytest.mark.parametrize("s", ["0-306-40615-2", "0306406152", "0-8044-2957-X", "0-8044-2957-x",
                               "100000029X", "0000000000", "1 000000 03 6"])
def test_isbn10_valid(s):
    assert isbn.is_valid_isbn10(s) is True


@pytest.mark.parametrize("s", ["0-306-40615-3", "030640615", "03064061522", "X000000050",
                               "08044295X7", "", "abcdefghij", "0306406152X", "9780306406157",
                               "0-8044-2957-Y"])
def test_isbn10_invalid(s):
    assert isbn.is_valid_isbn10(s) is False


@pytest.mark.parametrize("s", ["978-0-306-40615-7", "9780306406157", "9781000000290",
                               "978 0 8044 2957 3"])
def test_isbn13_valid(s):
    assert isbn.is_valid_isbn13(s) is True


@pytest.mark.parametrize("s", ["9780306406158", "978030640615", "97803064061577", "",
                               "978030640615X", "0306406152", "978-0-306-40615-x", "abc"])
def test_isbn13_invalid(s):
    assert isbn.is_valid_isbn13(s) is False


@pytest.mark.parametrize("s,expected", [
    ("0-306-40615-2", "9780306406157"),
    ("0-8044-2957-X", "9780804429573"),
    ("080442957x", "9780804429573"),
    ("100000029X", "9781000000290"),
    ("1000000036", "9781000000030"),
])
def test_to_isbn13(s, expected):
    assert isbn.to_isbn13(s) == expected
    assert isbn.is_valid_isbn13(isbn.to_isbn13(s))


@pytest.mark.parametrize("s", ["0-306-40615-3", "9780306406157", "", "X000000050", "hello"])
def test_to_isbn13_rejects(s):
    with pytest.raises(ValueError):
        isbn.to_isbn13(s)
