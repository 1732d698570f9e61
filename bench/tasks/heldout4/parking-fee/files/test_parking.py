from parking import parking_fee


def test_short_stay_is_free():
    assert parking_fee(20) == 0


def test_long_stay_is_capped():
    assert parking_fee(24 * 60) == 20


def test_partial_hour_is_charged():
    assert parking_fee(95) == 4
