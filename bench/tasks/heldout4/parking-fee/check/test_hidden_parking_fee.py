from parking import parking_fee


def test_free_half_hour():
    assert parking_fee(0) == 0
    assert parking_fee(20) == 0
    assert parking_fee(30) == 0


def test_started_hour_is_charged():
    assert parking_fee(31) == 2
    assert parking_fee(89) == 2
    assert parking_fee(95) == 4
    assert parking_fee(91) == 4
    assert parking_fee(151) == 6


def test_exact_hours_are_not_charged_extra():
    assert parking_fee(90) == 2
    assert parking_fee(150) == 4
    assert parking_fee(210) == 6


def test_cap_still_applies():
    assert parking_fee(30 + 8 * 60 + 1) == 18
    assert parking_fee(30 + 9 * 60 + 1) == 20
    assert parking_fee(30 + 10 * 60 + 1) == 20
    assert parking_fee(1000) == 20
    assert parking_fee(24 * 60) == 20
