from datetime import date

import pytest

from zodiac import same_sign, sign_for, sign_for_date


def test_some_signs():
    assert sign_for(3, 21) == "Aries"
    assert sign_for(7, 4) == "Cancer"
    assert sign_for(12, 25) == "Capricorn"
    assert sign_for(1, 5) == "Capricorn"


def test_cusp():
    assert sign_for(2, 18) == "Aquarius"
    assert sign_for(2, 19) == "Pisces"


def test_leap_day():
    assert sign_for(2, 29) == "Pisces"


def test_invalid():
    with pytest.raises(ValueError):
        sign_for(4, 31)
    with pytest.raises(ValueError):
        sign_for(13, 1)


def test_dates():
    assert sign_for_date(date(2000, 8, 23)) == "Virgo"
    assert same_sign(date(1990, 1, 25), date(2010, 2, 10))
    assert not same_sign(date(1990, 1, 19), date(1990, 1, 20))
