import pytest

from pages import format_pages, parse_pages


@pytest.mark.parametrize("spec,last,expected", [
    ("1-3,5", 10, [1, 2, 3, 5]),
    ("8-", 10, [8, 9, 10]),
    ("-3", 10, [1, 2, 3]),
    ("", 4, [1, 2, 3, 4]),
    ("   ", 3, [1, 2, 3]),
    (" 1 , 3 - 4 ", 10, [1, 3, 4]),
    ("5,1-3,2", 10, [1, 2, 3, 5]),
    ("4-4", 10, [4]),
    ("1-10", 10, list(range(1, 11))),
    ("10", 10, [10]),
    ("1", 1, [1]),
])
def test_parse_pages(spec, last, expected):
    assert parse_pages(spec, last) == expected


@pytest.mark.parametrize("spec", ["0", "11", "5-3", "3-12", "0-2", "abc", "1-2-3", "two", "1;2"])
def test_parse_pages_errors(spec):
    with pytest.raises(ValueError):
        parse_pages(spec, 10)


@pytest.mark.parametrize("pages,expected", [
    ([1, 2, 3, 5, 7, 8], "1-3,5,7,8"),
    ([8, 7, 5, 3, 2, 1, 2], "1-3,5,7,8"),
    ([], ""),
    ([4], "4"),
    ([1, 3, 5], "1,3,5"),
    ([9, 10], "9,10"),
    ([3, 3, 3], "3"),
])
def test_format_pages(pages, expected):
    assert format_pages(pages) == expected


def test_round_trip():
    for spec in ["1-3,5,7,8", "2", "1-10"]:
        assert format_pages(parse_pages(spec, 10)) == spec
