import pytest

from ordinal import ordinal, parse_ordinal


@pytest.mark.parametrize("n,text", [
    (0, "0th"), (1, "1st"), (2, "2nd"), (3, "3rd"), (4, "4th"), (9, "9th"), (10, "10th"),
    (11, "11th"), (12, "12th"), (13, "13th"), (14, "14th"), (21, "21st"), (22, "22nd"),
    (23, "23rd"), (100, "100th"), (101, "101st"), (102, "102nd"), (103, "103rd"),
    (121, "121st"), (1001, "1001st"),
])
def test_ordinal(n, text):
    assert ordinal(n) == text


@pytest.mark.parametrize("bad", [1.0, "3", None, True, False])
def test_ordinal_type_error(bad):
    with pytest.raises(TypeError):
        ordinal(bad)


@pytest.mark.parametrize("bad", [-1, -11, -100])
def test_ordinal_negative(bad):
    with pytest.raises(ValueError):
        ordinal(bad)


@pytest.mark.parametrize("text,n", [
    ("0th", 0), ("1st", 1), ("2nd", 2), ("3rd", 3), ("11th", 11), ("12th", 12), ("13th", 13),
    ("23rd", 23), ("101st", 101),
    (" 12TH ", 12), ("23RD", 23), ("4Th", 4), ("\t7th\n", 7),
])
def test_parse(text, n):
    assert parse_ordinal(text) == n


@pytest.mark.parametrize("text", [
    "23th", "11st", "12nd", "13rd", "1th", "2th", "3th", "4st",
    "21th", "007th", "01st", "00th", "st", "", "  ", "1 st", "-1st", "1.5th", "twelfth", "12",
])
def test_parse_invalid(text):
    with pytest.raises(ValueError):
        parse_ordinal(text)


def test_round_trip():
    for n in range(0, 100):
        assert parse_ordinal(ordinal(n)) == n
