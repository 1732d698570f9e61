import pytest

from series import moving_average, percent_change, running_total


def test_moving_average_basic():
    assert moving_average([1, 2, 3, 4], 2) == [1.5, 2.5]


def test_moving_average_window_equals_length():
    assert moving_average([2, 4, 6], 3) == []


def test_moving_average_window_too_big():
    assert moving_average([1, 2], 3) == []


def test_moving_average_bad_window():
    with pytest.raises(ValueError):
        moving_average([1, 2, 3], 0)


def test_percent_change():
    assert percent_change(50, 75) == 33.33
    assert percent_change(200, 150) == -33.33
    assert percent_change(3, 4) == 25.0


def test_percent_change_from_zero():
    assert percent_change(0, 10) == 100.0


def test_running_total():
    assert running_total([1, 2, 3]) == [0, 1, 3]
    assert running_total([]) == []
