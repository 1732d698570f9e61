import pytest

from pages import parse_pages


def test_examples():
    assert parse_pages("5, 1-3,2") == [1, 2, 3, 5]
    assert parse_pages("4 - 4") == [4]


def test_single_and_ranges():
    assert parse_pages("7") == [7]
    assert parse_pages("8-10") == [8, 9, 10]
    assert parse_pages("1-3, 5, 8-10") == [1, 2, 3, 5, 8, 9, 10]


def test_sorted_and_unique():
    assert parse_pages("10,2-4,3,1-2,10") == [1, 2, 3, 4, 10]


def test_spaces():
    assert parse_pages("  2 ,  6 -  7 ") == [2, 6, 7]
    assert parse_pages("   3   ") == [3]


@pytest.mark.parametrize("spec", ["", "   ", "\t"])
def test_empty(spec):
    assert parse_pages(spec) == []


@pytest.mark.parametrize("spec", [
    "1,,2", "1,", ",1", " , ", "1, ,2",
    "0", "0-3", "3-1", "10-9",
    "+2", "2.0", "1_0", "a", "1-a", "-3", "3-", "1-2-3", "1 2", "--", "1-+2",
])
def test_malformed(spec):
    with pytest.raises(ValueError):
        parse_pages(spec)


def test_max_page():
    assert parse_pages("1-5", max_page=5) == [1, 2, 3, 4, 5]
    assert parse_pages("3", max_page=3) == [3]
    assert parse_pages("1,2", max_page=None) == [1, 2]
    with pytest.raises(ValueError):
        parse_pages("1-6", max_page=5)
    with pytest.raises(ValueError):
        parse_pages("2, 9", max_page=8)
    with pytest.raises(ValueError):
        parse_pages("7-6", max_page=10)


def test_large_without_max():
    assert parse_pages("1000") == [1000]
