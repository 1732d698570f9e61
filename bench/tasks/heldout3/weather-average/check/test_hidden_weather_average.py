import pytest

from weather import average_temp, max_temp, min_temp


def test_example_from_the_task():
    assert average_temp([20, None, 22]) == pytest.approx(21.0)


def test_missing_readings_left_out():
    assert average_temp([None, 18, None, 24]) == pytest.approx(21.0)
    assert average_temp([20, None, 21]) == pytest.approx(20.5)


def test_no_missing_readings():
    assert average_temp([10, 20, 30]) == pytest.approx(20.0)
    assert average_temp([1, 2]) == pytest.approx(1.5)


def test_empty_list_gives_none():
    assert average_temp([]) is None


def test_only_missing_gives_none():
    assert average_temp([None]) is None
    assert average_temp([None, None, None]) is None


def test_other_functions_unchanged():
    assert max_temp([3, None, 7]) == 7
    assert min_temp([3, None, 7]) == 3
