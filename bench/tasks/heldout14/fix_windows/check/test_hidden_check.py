import pytest

from windows import chunked, deltas, moving_average, sliding


# the tests that came with the code
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


# more cases from the docstrings
def test_chunked_more():
    assert chunked([], 3) == []
    assert chunked("abcdefg", 3) == [["a", "b", "c"], ["d", "e", "f"], ["g"]]
    assert chunked([1, 2], 5) == [[1, 2]]
    assert chunked(range(6), 3) == [[0, 1, 2], [3, 4, 5]]
    assert chunked([7], 1) == [[7]]
    with pytest.raises(ValueError):
        chunked([1], -2)


def test_sliding_more():
    assert sliding([1, 2, 3], 3) == [(1, 2, 3)]
    assert sliding([1, 2, 3], 1) == [(1,), (2,), (3,)]
    assert sliding([], 1) == []
    assert sliding([], 2) == []
    assert sliding([5], 2) == []
    assert sliding(range(5), 4) == [(0, 1, 2, 3), (1, 2, 3, 4)]
    with pytest.raises(ValueError):
        sliding([1, 2], 0)


def test_deltas_more():
    assert deltas([10, 7]) == [-3]
    assert deltas([3]) == []
    assert deltas([]) == []


def test_moving_average_more():
    assert moving_average([2, 4, 6], 3) == [4.0]
    assert moving_average([1, 2], 3) == []
    assert moving_average([1, 3, 5, 7], 1) == [1.0, 3.0, 5.0, 7.0]
