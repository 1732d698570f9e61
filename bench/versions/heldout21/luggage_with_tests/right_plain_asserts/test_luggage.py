import pytest

import luggage


def test_normal_bag():
    assert luggage.fits_cabin(45, 30, 20, 6)


def test_on_every_limit():
    assert luggage.fits_cabin(55, 40, 23, 10)


def test_rotated():
    assert luggage.fits_cabin(40, 23, 55, 10)
    assert luggage.fits_cabin(23, 55, 40, 10)


def test_each_dimension_one_over():
    assert not luggage.fits_cabin(56, 40, 23, 10)
    assert not luggage.fits_cabin(55, 41, 23, 10)
    assert not luggage.fits_cabin(55, 40, 24, 10)


def test_too_heavy_for_cabin():
    assert not luggage.fits_cabin(55, 40, 23, 10.5)


def test_cabin_errors():
    for args in [(0, 40, 23, 5), (55, 0, 23, 5), (55, 40, -23, 5), (55, 40, 23, 0)]:
        with pytest.raises(ValueError):
            luggage.fits_cabin(*args)


def test_fee_free_up_to_23():
    assert luggage.checked_fee(1) == 0
    assert luggage.checked_fee(23) == 0


def test_fee_over_23():
    assert luggage.checked_fee(23.5) == 50
    assert luggage.checked_fee(32) == 50


def test_fee_errors():
    with pytest.raises(ValueError):
        luggage.checked_fee(32.5)
    with pytest.raises(ValueError):
        luggage.checked_fee(0)
    with pytest.raises(ValueError):
        luggage.checked_fee(-4)
