import pytest
from parking import parking_fee


def test_free_period():
    assert parking_fee(0) == 0
    assert parking_fee(29) == 0


def test_started_hours():
    assert parking_fee(31) == 2
    assert parking_fee(61) == 4


def test_cap():
    assert parking_fee(24 * 60) == 15


def test_negative():
    with pytest.raises(ValueError):
        parking_fee(-5)
