from datetime import date

import pytest

from incubator import (candling_dates, hatch_date, hatch_rate, humidity, incubation_days,
                       lockdown_date)


def test_incubation_days():
    assert incubation_days("chicken") == 21
    assert incubation_days("Duck") == 28
    assert incubation_days(" QUAIL ") == 17
    with pytest.raises(ValueError):
        incubation_days("ostrich")


def test_hatch_and_lockdown():
    assert hatch_date(date(2024, 3, 1), "chicken") == date(2024, 3, 22)
    assert hatch_date(date(2024, 3, 1), "Goose") == date(2024, 3, 31)
    assert lockdown_date(date(2024, 3, 1), "chicken") == date(2024, 3, 19)
    assert lockdown_date(date(2024, 4, 10), "duck") == date(2024, 5, 5)


def test_candling_dates():
    assert candling_dates(date(2024, 3, 1), "chicken") == [date(2024, 3, 8), date(2024, 3, 18)]
    assert candling_dates(date(2024, 6, 1), "Bantam") == [date(2024, 6, 8), date(2024, 6, 17)]


def test_humidity():
    set_on = date(2024, 3, 1)
    assert humidity(set_on, "chicken", date(2024, 3, 10)) == 50
    assert humidity(set_on, "chicken", date(2024, 3, 18)) == 50
    assert humidity(set_on, "chicken", date(2024, 3, 19)) == 65  # lockdown day
    assert humidity(set_on, "chicken", date(2024, 3, 21)) == 65


def test_hatch_rate():
    assert hatch_rate(12, 9) == 75.0
    assert hatch_rate(12, 9, clear=2) == 90.0
    assert hatch_rate(24, 17, clear=3) == 81.0
    assert hatch_rate(6, 0) == 0.0


def test_hatch_rate_errors():
    for bad in [(12, 13), (12, 9, 4), (-1, 0), (12, 2.5), (3, 0, 3)]:
        with pytest.raises(ValueError):
            hatch_rate(*bad)
