import pytest

from luggage import checked_fee, fits_cabin


def test_cabin_bag_within_limits():
    assert fits_cabin(50, 35, 20, 7) is True


def test_cabin_exact_sizer_and_weight_fit():
    assert fits_cabin(55, 40, 23, 10) is True


@pytest.mark.parametrize("dims", [(23, 55, 40), (40, 23, 55), (55, 23, 40), (23, 40, 55)])
def test_cabin_any_orientation(dims):
    assert fits_cabin(*dims, 8) is True


@pytest.mark.parametrize("dims", [(60, 40, 23), (55, 50, 23), (55, 40, 30), (30, 55, 40),
                                  (40, 40, 40), (60, 30, 20)])
def test_cabin_too_big(dims):
    assert fits_cabin(*dims, 5) is False


def test_cabin_weight_limit():
    assert fits_cabin(50, 35, 20, 10) is True
    assert fits_cabin(50, 35, 20, 11) is False


@pytest.mark.parametrize("args", [(0, 40, 23, 5), (55, -1, 23, 5), (55, 40, 0, 5),
                                  (55, 40, 23, 0), (55, 40, 23, -2)])
def test_cabin_non_positive_raises(args):
    with pytest.raises(ValueError):
        fits_cabin(*args)


@pytest.mark.parametrize("kg,fee", [(0.5, 0), (15, 0), (23, 0), (24, 50),
                                    (31.9, 50), (32, 50)])
def test_checked_fee(kg, fee):
    assert checked_fee(kg) == fee


@pytest.mark.parametrize("kg", [40, 50])
def test_checked_too_heavy(kg):
    with pytest.raises(ValueError):
        checked_fee(kg)


@pytest.mark.parametrize("kg", [0, -1])
def test_checked_non_positive(kg):
    with pytest.raises(ValueError):
        checked_fee(kg)
