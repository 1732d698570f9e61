import os
import sys
from datetime import date

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from ages import age_on, days_until_birthday, is_birthday, next_birthday, upcoming  # noqa: E402


def test_age_simple():
    assert age_on(date(2000, 6, 1), date(2010, 7, 1)) == 10
    assert age_on(date(2000, 6, 1), date(2000, 6, 1)) == 0


def test_not_born_yet():
    with pytest.raises(ValueError):
        age_on(date(2020, 1, 1), date(2019, 12, 31))


def test_is_birthday():
    assert is_birthday(date(1985, 7, 4), date(2023, 7, 4))
    assert not is_birthday(date(1985, 7, 4), date(2023, 7, 5))


def test_next_birthday():
    assert next_birthday(date(1985, 7, 4), date(2023, 7, 1)) == date(2023, 7, 4)
    assert next_birthday(date(1985, 7, 4), date(2023, 7, 4)) == date(2023, 7, 4)
    assert next_birthday(date(1985, 7, 4), date(2023, 8, 1)) == date(2024, 7, 4)


def test_days_until():
    assert days_until_birthday(date(1985, 7, 4), date(2023, 7, 1)) == 3
    assert days_until_birthday(date(1985, 7, 4), date(2023, 7, 4)) == 0


def test_upcoming():
    people = {"Ann": date(1970, 5, 10), "Bob": date(1980, 5, 2), "Cy": date(1990, 9, 9)}
    assert upcoming(people, date(2023, 5, 1)) == ["Bob", "Ann"]
