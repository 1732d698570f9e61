import pytest
from pages import parse_pages


def test_example_from_request():
    assert parse_pages("1-3, 5, 9-10") == [1, 2, 3, 5, 9, 10]


def test_single_pages_ranges_and_spacing():
    assert parse_pages("4") == [4]
    assert parse_pages("3-3") == [3]
    assert parse_pages(" 2 - 4 ,6 ") == [2, 3, 4, 6]
    assert parse_pages("10,2,7") == [2, 7, 10]


def test_overlaps_are_merged():
    assert parse_pages("1-4,3-6,2") == [1, 2, 3, 4, 5, 6]
    assert parse_pages("5,5,5") == [5]


@pytest.mark.parametrize("spec", ["", "   ", "\t"])
def test_blank_spec_is_empty(spec):
    assert parse_pages(spec) == []


def test_last_page_limits_and_open_ranges():
    assert parse_pages("1-3,7-", last=9) == [1, 2, 3, 7, 8, 9]
    assert parse_pages("9", last=9) == [9]
    assert parse_pages("2 -", last=3) == [2, 3]
    for spec in ["10", "8-12", "12-"]:
        with pytest.raises(ValueError):
            parse_pages(spec, last=9)


def test_open_range_without_last_raises():
    with pytest.raises(ValueError):
        parse_pages("7-")


@pytest.mark.parametrize("spec", ["a", "1,,2", "3,", ",3", "0", "0-2", "-3", "5-3", "1-2-3",
                                  "1.5", "two", "1 2"])
def test_malformed_specs_raise(spec):
    with pytest.raises(ValueError):
        parse_pages(spec)
