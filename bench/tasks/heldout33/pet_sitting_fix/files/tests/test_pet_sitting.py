from datetime import date

import pytest

from pet_sitting import night_price, nights, parse_day, quote, stay_price

FRI = date(2024, 3, 1)
MON = date(2024, 3, 4)


def test_parse_day():
    assert parse_day("2024-03-01") == FRI
    assert parse_day(" 2024-03-04 ") == MON
    for bad in ["1/3/2024", "", "2024-02-30"]:
        with pytest.raises(ValueError):
            parse_day(bad)


def test_nights_leave_day_not_counted():
    assert nights(FRI, MON) == [date(2024, 3, 1), date(2024, 3, 2), date(2024, 3, 3)]
    assert nights(date(2024, 6, 3), date(2024, 6, 4)) == [date(2024, 6, 3)]
    with pytest.raises(ValueError):
        nights(MON, MON)
    with pytest.raises(ValueError):
        nights(MON, FRI)


def test_night_price():
    assert night_price(["dog"], date(2024, 3, 4)) == 30  # Monday
    assert night_price(["dog"], date(2024, 3, 1)) == 35  # Friday
    assert night_price(["dog", "cat"], date(2024, 3, 2)) == 60  # Saturday
    assert night_price(["cat", "small"], date(2024, 3, 3)) == 32  # Sunday
    with pytest.raises(ValueError):
        night_price(["horse"], MON)
    with pytest.raises(ValueError):
        night_price([], MON)


def test_stay_price():
    assert stay_price(["dog"], FRI, MON) == 100
    assert stay_price(["dog", "cat"], FRI, MON) == 170
    assert stay_price(["dog", "cat", "small"], FRI, MON) == 194.4
    assert stay_price(["cat"], date(2024, 6, 3), date(2024, 6, 5)) == 40


def test_quote():
    assert quote(["dog"], "2024-03-01", "2024-03-04") == {
        "nights": 3, "weekend_nights": 2, "total": 100}
    assert quote(["cat"], "2024-06-03", "2024-06-05") == {
        "nights": 2, "weekend_nights": 0, "total": 40}
