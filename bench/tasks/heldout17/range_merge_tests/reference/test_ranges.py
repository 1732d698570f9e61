import pytest

from ranges import merge, total_length


def test_empty():
    assert merge([]) == []


def test_unsorted_input():
    assert merge([(10, 12), (1, 2), (5, 6)]) == [(1, 2), (5, 6), (10, 12)]


def test_overlap():
    assert merge([(1, 5), (3, 8)]) == [(1, 8)]


def test_adjacent_merged():
    assert merge([(1, 3), (4, 6)]) == [(1, 6)]


def test_gap_of_one_kept():
    assert merge([(1, 3), (5, 6)]) == [(1, 3), (5, 6)]


def test_nested():
    assert merge([(1, 10), (2, 3)]) == [(1, 10)]
    assert merge([(2, 3), (1, 10), (4, 12)]) == [(1, 12)]


def test_invalid_pair():
    with pytest.raises(ValueError):
        merge([(1, 2), (5, 4)])


def test_input_not_modified():
    data = [(5, 6), (1, 3), (2, 4)]
    merge(data)
    assert data == [(5, 6), (1, 3), (2, 4)]


def test_total_length():
    assert total_length([(1, 3), (2, 5)]) == 5
    assert total_length([(1, 1)]) == 1
    assert total_length([(1, 3), (5, 6)]) == 5
    assert total_length([]) == 0
