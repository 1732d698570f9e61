import pytest

from pages import parse_pages


def test_example():
    assert parse_pages("1-3, 7, 5-6") == [1, 2, 3, 5, 6, 7]


def test_single_pages_sorted_and_unique():
    assert parse_pages("9,2,9,4") == [2, 4, 9]
    assert parse_pages("5") == [5]


def test_ranges_include_both_ends():
    assert parse_pages("1-1") == [1]
    assert parse_pages("10-12") == [10, 11, 12]


def test_overlapping_ranges():
    assert parse_pages("1-5,3-7,6") == [1, 2, 3, 4, 5, 6, 7]
    assert parse_pages("4-6, 1-10") == list(range(1, 11))


def test_spaces():
    assert parse_pages("  2 - 4 ,9 ") == [2, 3, 4, 9]
    assert parse_pages(" 1 ,  3") == [1, 3]


def test_empty_and_blank():
    assert parse_pages("") == []
    assert parse_pages("   ") == []


def test_result_is_list_of_ints():
    result = parse_pages("3-4,1")
    assert isinstance(result, list)
    assert all(type(p) is int for p in result)


@pytest.mark.parametrize(
    "spec",
    ["5-3", "0", "0-2", "-3", "3-", "1-2-3", "a", "1,a", "2-b", "1.5", "7-6,1"],
)
def test_invalid(spec):
    with pytest.raises(ValueError):
        parse_pages(spec)
