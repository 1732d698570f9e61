import pytest

from fines import speeding_fine


@pytest.mark.parametrize("speed,expected", [(40, 0), (55, 100), (65, 250), (75, 500), (90, 1000)])
def test_bands(speed, expected):
    assert speeding_fine(speed, 50) == expected


def test_school_zone():
    assert speeding_fine(55, 50, school_zone=True) == 200
    assert speeding_fine(45, 50, school_zone=True) == 0


def test_errors():
    with pytest.raises(ValueError):
        speeding_fine(-1, 50)
    with pytest.raises(ValueError):
        speeding_fine(50, 0)
