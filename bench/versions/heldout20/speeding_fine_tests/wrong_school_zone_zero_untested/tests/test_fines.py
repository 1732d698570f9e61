import pytest

from fines import speeding_fine


@pytest.mark.parametrize("speed,limit,expected", [
    (40, 50, 0),
    (50, 50, 0),
    (51, 50, 100),
    (60, 50, 100),
    (61, 50, 250),
    (70, 50, 250),
    (71, 50, 500),
    (80, 50, 500),
    (81, 50, 1000),
    (150, 50, 1000),
])
def test_bands(speed, limit, expected):
    assert speeding_fine(speed, limit) == expected


@pytest.mark.parametrize("speed,expected", [
    (31, 200), (40, 200), (41, 500), (50, 500), (51, 1000), (60, 1000), (61, 2000),
])
def test_school_zone_doubles(speed, expected):
    assert speeding_fine(speed, 30, school_zone=True) == expected


def test_school_zone_default_off():
    assert speeding_fine(31, 30) == 100


def test_negative_speed():
    with pytest.raises(ValueError):
        speeding_fine(-1, 50)


def test_zero_speed_is_fine():
    assert speeding_fine(0, 50) == 0


@pytest.mark.parametrize("limit", [0, -30])
def test_bad_limit(limit):
    with pytest.raises(ValueError):
        speeding_fine(60, limit)
