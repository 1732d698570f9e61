import pytest

from ranges import merge, total_length


def test_returns_sorted_for_unsorted_input():
    assert merge([(20, 25), (3, 4), (10, 11)]) == [(3, 4), (10, 11), (20, 25)]


def test_overlapping():
    assert merge([(3, 9), (1, 4)]) == [(1, 9)]


def test_touching_ranges_merge():
    assert merge([(1, 3), (4, 6)]) == [(1, 6)]
    assert merge([(4, 6), (1, 3)]) == [(1, 6)]


def test_one_number_gap():
    assert merge([(1, 3), (5, 6)]) == [(1, 3), (5, 6)]


def test_contained_range():
    assert merge([(1, 100), (40, 50), (60, 70)]) == [(1, 100)]


def test_bad_range():
    with pytest.raises(ValueError):
        merge([(2, 1)])


def test_no_mutation():
    original = [(4, 6), (1, 3), (2, 2)]
    snapshot = list(original)
    merge(original)
    assert original == snapshot


def test_empty_list():
    assert merge([]) == []
    assert total_length([]) == 0


def test_total_length_counts_once():
    assert total_length([(1, 3), (2, 5)]) == 5
    assert total_length([(1, 3), (5, 6)]) == 5
