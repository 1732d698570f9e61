from weather import average_temp, max_temp, min_temp


def test_average_all_present():
    assert average_temp([10, 20]) == 15


def test_average_skips_missing():
    assert average_temp([20, None, 22]) == 21.0


def test_max_and_min():
    readings = [3, None, 7, -2]
    assert max_temp(readings) == 7
    assert min_temp(readings) == -2
    assert max_temp([None]) is None
