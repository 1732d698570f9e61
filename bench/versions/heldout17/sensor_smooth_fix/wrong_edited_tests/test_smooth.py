import pytest

from smooth import moving_average, spikes


def test_window_two():
    assert moving_average([1, 2, 3, 4], 2) == [None, None, 2.5, 3.5]


def test_window_one_is_identity():
    assert moving_average([5.0, 7.0, 9.0], 1) == [None, 7.0, 9.0]


def test_window_zero_rejected():
    with pytest.raises(ValueError):
        moving_average([1, 2, 3], 0)


def test_empty():
    assert moving_average([], 3) == []


def test_spikes():
    assert spikes([20.0, 20.5, 25.0, 24.8, 19.0], 2.0) == [2, 4]
