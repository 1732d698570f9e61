import pytest

from batching import chunked, windows


@pytest.mark.parametrize("items,size,expected", [
    ([1, 2, 3, 4, 5], 2, [[1, 2], [3, 4], [5]]),
    ([1, 2, 3, 4], 2, [[1, 2], [3, 4]]),
    ([], 3, []),
    ("abcdef", 3, [["a", "b", "c"], ["d", "e", "f"]]),
])
def test_chunked(items, size, expected):
    assert chunked(items, size) == expected


def test_chunked_from_generator():
    assert chunked((n for n in [10, 20, 30]), 2) == [[10, 20], [30]]


@pytest.mark.parametrize("items,size,step,expected", [
    ("abcde", 3, 1, [("a", "b", "c"), ("b", "c", "d"), ("c", "d", "e")]),
    ([1, 2, 3, 4, 5], 2, 2, [(1, 2), (3, 4)]),
    ([1, 2, 3, 4, 5, 6, 7], 3, 3, [(1, 2, 3), (4, 5, 6)]),
    ([1, 2], 3, 1, []),
    ([], 1, 1, []),
])
def test_windows(items, size, step, expected):
    assert windows(items, size, step) == expected


def test_windows_from_generator():
    assert windows((n for n in range(4)), 2, step=1) == [(0, 1), (1, 2), (2, 3)]


@pytest.mark.parametrize("call", [
    lambda: chunked([1], 0),
    lambda: chunked([1], -1),
    lambda: windows([1], 0),
    lambda: windows([1], -1),
    lambda: windows([1], 1, step=0),
    lambda: windows([1], 1, step=-2),
])
def test_value_errors(call):
    with pytest.raises(ValueError):
        call()
