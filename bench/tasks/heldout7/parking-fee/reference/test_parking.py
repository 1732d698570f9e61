import pytest

from parking import parking_fee


@pytest.mark.parametrize("minutes, fee", [
    (0, 0), (30, 0), (31, 2), (60, 2), (61, 4), (120, 4), (121, 6), (420, 14), (421, 15),
    (600, 15), (3000, 15),
])
def test_fee(minutes, fee):
    assert parking_fee(minutes) == fee


def test_negative_minutes():
    with pytest.raises(ValueError):
        parking_fee(-1)
