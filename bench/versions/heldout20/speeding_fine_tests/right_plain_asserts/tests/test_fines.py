import pytest

from fines import speeding_fine


def test_under_limit():
    assert speeding_fine(45, 50) == 0


def test_at_limit():
    assert speeding_fine(50, 50) == 0


def test_one_over():
    assert speeding_fine(51, 50) == 100


def test_ten_over():
    assert speeding_fine(60, 50) == 100


def test_eleven_over():
    assert speeding_fine(61, 50) == 250


def test_twenty_over():
    assert speeding_fine(70, 50) == 250


def test_twenty_one_over():
    assert speeding_fine(71, 50) == 500


def test_thirty_over():
    assert speeding_fine(80, 50) == 500


def test_thirty_one_over():
    assert speeding_fine(81, 50) == 1000


def test_way_over():
    assert speeding_fine(200, 50) == 1000


def test_school_zone_doubles_each_band():
    assert speeding_fine(41, 40, school_zone=True) == 200
    assert speeding_fine(51, 40, school_zone=True) == 500
    assert speeding_fine(61, 40, school_zone=True) == 1000
    assert speeding_fine(71, 40, school_zone=True) == 2000


def test_school_zone_no_fine_stays_zero():
    assert speeding_fine(40, 40, school_zone=True) == 0
    assert speeding_fine(25, 40, school_zone=True) == 0


def test_negative_speed_raises():
    with pytest.raises(ValueError):
        speeding_fine(-5, 50)


def test_zero_limit_raises():
    with pytest.raises(ValueError):
        speeding_fine(50, 0)


def test_negative_limit_raises():
    with pytest.raises(ValueError):
        speeding_fine(50, -50)
