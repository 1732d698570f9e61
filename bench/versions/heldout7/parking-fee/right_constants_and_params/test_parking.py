import pytest

from parking import DAILY_MAX, FREE_MINUTES, parking_fee


@pytest.mark.parametrize("minutes,expected", [
    (FREE_MINUTES, 0), (FREE_MINUTES + 1, 2), (119, 4), (180, 6), (5000, DAILY_MAX),
])
def test_parking_fee(minutes, expected):
    assert parking_fee(minutes) == pytest.approx(expected)


def test_rejects_negative():
    with pytest.raises(ValueError, match="negative"):
        parking_fee(-10)
