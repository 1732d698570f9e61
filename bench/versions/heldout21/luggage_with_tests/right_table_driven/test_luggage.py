import pytest

from luggage import checked_fee, fits_cabin

CABIN_CASES = [
    # (l, w, h, kg, expected)
    (55, 40, 23, 10, True),
    (23, 40, 55, 10, True),
    (40, 55, 23, 2, True),
    (10, 10, 10, 1, True),
    (56, 40, 23, 10, False),
    (55, 41, 23, 10, False),
    (55, 40, 24, 10, False),
    (24, 40, 55, 1, False),
    (55, 40, 23, 10.2, False),
]


@pytest.mark.parametrize("l,w,h,kg,expected", CABIN_CASES)
def test_fits_cabin(l, w, h, kg, expected):
    assert fits_cabin(l, w, h, kg) == expected


@pytest.mark.parametrize("args", [
    (0, 40, 23, 1), (40, 0, 23, 1), (40, 23, 0, 1), (40, 23, 10, 0), (40, 23, 10, -1),
])
def test_fits_cabin_rejects_non_positive(args):
    with pytest.raises(ValueError):
        fits_cabin(*args)


@pytest.mark.parametrize("kg,fee", [(0.1, 0), (23, 0), (23.2, 50), (32, 50)])
def test_checked_fee(kg, fee):
    assert checked_fee(kg) == fee


@pytest.mark.parametrize("kg", [0, -3, 32.3, 100])
def test_checked_fee_rejects(kg):
    with pytest.raises(ValueError):
        checked_fee(kg)
