import pytest

from ordinal import ordinal, parse_ordinal

CASES = [(0, "0th"), (1, "1st"), (2, "2nd"), (3, "3rd"), (11, "11th"), (12, "12th"),
         (13, "13th"), (22, "22nd"), (111, "111th"), (112, "112th"), (113, "113th"),
         (123, "123rd")]


@pytest.mark.parametrize("n,text", CASES)
def test_roundtrip(n, text):
    assert ordinal(n) == text
    assert parse_ordinal(text) == n


@pytest.mark.parametrize("value,exc", [(-1, ValueError), (True, TypeError), (1.5, TypeError),
                                       (1.0, TypeError)])
def test_ordinal_errors(value, exc):
    with pytest.raises(exc):
        ordinal(value)


@pytest.mark.parametrize("text,n", [("5TH", 5), (" 6th", 6), ("7th  ", 7)])
def test_parse_lenient(text, n):
    assert parse_ordinal(text) == n


@pytest.mark.parametrize("text", ["23th", "11st", "112nd", "13rd", "2rd", "1nd", "007th", "x"])
def test_parse_errors(text):
    with pytest.raises(ValueError):
        parse_ordinal(text)
