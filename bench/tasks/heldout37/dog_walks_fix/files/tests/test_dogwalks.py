import pytest

from dogwalks import parse_booking, walk_price, weekly_bill


def test_weekday_prices():
    assert walk_price(30) == 12.0
    assert walk_price(60, 2, "wed") == 24.0
    assert walk_price(30, 3, "thu") == 24.0
    assert walk_price(60, 4, "fri") == 36.0


def test_weekend_prices():
    assert walk_price(30, 1, "sat") == 15.0
    assert walk_price(30, 1, "Sat") == 15.0
    assert walk_price(60, 3, " SUN ") == 37.5


def test_refused_walks():
    for minutes, dogs, day in [(45, 1, "mon"), (30, 0, "mon"), (30, 5, "mon"),
                               (60, 1, "funday")]:
        with pytest.raises(ValueError):
            walk_price(minutes, dogs, day)


def test_parse_booking():
    assert parse_booking("Biscuit & Rolo, 60, Sat") == {
        "dogs": ["Biscuit", "Rolo"], "minutes": 60, "day": "sat"}
    assert parse_booking("  Pepper ,30,mon") == {"dogs": ["Pepper"], "minutes": 30, "day": "mon"}
    for bad in ["Pepper, 30", "Pepper, half an hour, mon", ", 30, mon"]:
        with pytest.raises(ValueError):
            parse_booking(bad)


def test_weekly_bill():
    lines = ["# the Pattersons", "Biscuit & Rolo, 60, Mon", "",
             "Biscuit & Rolo, 60, wed", "Biscuit, 30, Sat"]
    assert weekly_bill(lines) == {"walks": 3, "total": 63.0}
    assert weekly_bill([]) == {"walks": 0, "total": 0.0}
