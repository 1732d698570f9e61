import pytest

from parking import fee


def test_grace_period():
    assert fee(15, "car") == 0
    assert fee(16, "car") == 2.5


def test_started_hours():
    assert fee(61, "car") == 5.0
    assert fee(120, "motorcycle") == 2.0


def test_daily_cap():
    assert fee(600, "car") == 20.0
    assert fee(1440 + 30, "van") == 34.0


def test_member():
    assert fee(61, "car", member=True) == 4.5


def test_errors():
    with pytest.raises(ValueError):
        fee(-1, "car")
    with pytest.raises(ValueError):
        fee(10, "bicycle")
