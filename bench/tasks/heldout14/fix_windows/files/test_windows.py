import pytest

from windows import chunked, deltas, moving_average, sliding


def test_chunked_even():
    assert chunked([1, 2, 3, 4], 2) == [[1, 2], [3, 4]]


def test_chunked_leftover():
    assert chunked([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]


def test_chunked_bad_size():
    with pytest.raises(ValueError):
        chunked([1, 2], 0)


def test_sliding_pairs():
    assert sliding("abcd", 2) == [("a", "b"), ("b", "c"), ("c", "d")]


def test_sliding_too_short():
    assert sliding([1, 2], 3) == []


def test_deltas():
    assert deltas([1, 4, 9]) == [3, 5]


def test_moving_average():
    assert moving_average([1, 2, 3, 4], 2) == [1.5, 2.5, 3.5]
