import pytest

from batching import chunked, windows


def gen(n):
    yield from range(n)


def test_chunked_even():
    assert chunked([1, 2, 3, 4], 2) == [[1, 2], [3, 4]]
    assert chunked("abcdef", 3) == [["a", "b", "c"], ["d", "e", "f"]]


def test_chunked_short_last_chunk():
    assert chunked([1, 2, 3, 4, 5], 2) == [[1, 2], [3, 4], [5]]
    assert chunked(range(7), 3) == [[0, 1, 2], [3, 4, 5], [6]]


def test_chunked_generator():
    assert chunked(gen(5), 2) == [[0, 1], [2, 3], [4]]


def test_chunked_size_bigger_than_input():
    assert chunked([1, 2], 5) == [[1, 2]]


@pytest.mark.parametrize("size", [0, -1])
def test_chunked_bad_size(size):
    with pytest.raises(ValueError):
        chunked([1, 2, 3], size)


def test_windows_basic():
    assert windows("abcde", 3) == [("a", "b", "c"), ("b", "c", "d"), ("c", "d", "e")]


def test_windows_step_drops_partial():
    assert windows([1, 2, 3, 4, 5], 2, step=2) == [(1, 2), (3, 4)]
    assert windows([1, 2, 3, 4, 5, 6], 2, step=2) == [(1, 2), (3, 4), (5, 6)]
    assert windows(range(10), 3, step=4) == [(0, 1, 2), (4, 5, 6)]


def test_windows_generator():
    assert windows(gen(4), 2) == [(0, 1), (1, 2), (2, 3)]
    assert windows(gen(5), 2, step=2) == [(0, 1), (2, 3)]


def test_windows_too_short_and_empty():
    assert windows([1, 2], 3) == []
    assert windows([], 1) == []


@pytest.mark.parametrize("size,step", [(0, 1), (-2, 1), (2, 0), (2, -1)])
def test_windows_bad_arguments(size, step):
    with pytest.raises(ValueError):
        windows([1, 2, 3], size, step=step)
