import pytest

from pages import format_pages, parse_pages


def test_example():
    assert parse_pages("1-3,5", 10) == [1, 2, 3, 5]


def test_open_ranges():
    assert parse_pages("8-", 10) == [8, 9, 10]
    assert parse_pages("-3", 10) == [1, 2, 3]


def test_empty_means_all():
    assert parse_pages("", 3) == [1, 2, 3]
    assert parse_pages("  ", 2) == [1, 2]


def test_spaces_sorting_and_duplicates():
    assert parse_pages(" 7 ,1 - 2, 2 ", 9) == [1, 2, 7]


def test_last_page_itself():
    assert parse_pages("10", 10) == [10]
    assert parse_pages("9-10", 10) == [9, 10]


@pytest.mark.parametrize("bad", ["0", "11", "5-3", "2-11", "a", "1-2-3", "1..3"])
def test_invalid(bad):
    with pytest.raises(ValueError):
        parse_pages(bad, 10)


def test_format_example():
    assert format_pages([1, 2, 3, 5, 7, 8]) == "1-3,5,7-8"


def test_format_unsorted_and_repeated():
    assert format_pages([5, 3, 1, 2, 3, 8, 7]) == "1-3,5,7-8"


def test_format_edges():
    assert format_pages([]) == ""
    assert format_pages([6]) == "6"
    assert format_pages([2, 4]) == "2,4"
