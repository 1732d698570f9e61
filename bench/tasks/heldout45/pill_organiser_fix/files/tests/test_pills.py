from datetime import date

import pytest

from pills import last_day, parse_dose, per_day, tablets_needed


def test_parse_dose():
    assert parse_dose("1-0-1-0") == {"morning": 1, "noon": 0, "evening": 1, "bedtime": 0}
    assert parse_dose("0.5-0-0-1") == {"morning": 0.5, "noon": 0, "evening": 0, "bedtime": 1}
    for bad in ["1-0-1", "1-0-1-0-1", "a-0-0-0", "1--1-0-0", ""]:
        with pytest.raises(ValueError):
            parse_dose(bad)


def test_per_day():
    assert per_day(parse_dose("1-1-1-0")) == 3
    assert per_day(parse_dose("0.5-0-0.5-0")) == 1


def test_tablets_needed():
    assert tablets_needed(parse_dose("1-0-1-0")) == 14
    assert tablets_needed(parse_dose("0-0-0-0.5")) == 4
    assert tablets_needed(parse_dose("0.5-0-0-0"), days=2) == 1
    assert tablets_needed(parse_dose("1-0-0-0.5"), days=3) == 5


def test_last_day():
    # 28 tablets at two a day is 14 days: 1st to 14th
    assert last_day(28, parse_dose("1-0-1-0"), date(2024, 3, 1)) == date(2024, 3, 14)
    assert last_day(29, parse_dose("1-0-1-0"), date(2024, 3, 1)) == date(2024, 3, 14)
    assert last_day(1, parse_dose("1-0-0-0"), date(2024, 2, 28)) == date(2024, 2, 28)
    assert last_day(1, parse_dose("1-0-1-0"), date(2024, 3, 1)) is None
    with pytest.raises(ValueError):
        last_day(10, parse_dose("0-0-0-0"), date(2024, 3, 1))
