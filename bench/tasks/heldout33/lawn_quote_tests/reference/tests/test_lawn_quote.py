import pytest

from lawn_quote import cut_price, lawn_area, season_quote, travel_fee, visits


def test_lawn_area():
    assert lawn_area(12.5, 8) == 100.0
    assert lawn_area(2.3, 3.1) == 7.1
    for bad in [(0, 5), (5, 0), (-2, 5)]:
        with pytest.raises(ValueError):
            lawn_area(*bad)


def test_travel_fee_bands():
    assert travel_fee(0) == 0.0
    assert travel_fee(5) == 0.0
    assert travel_fee(5.1) == 4.0
    assert travel_fee(10) == 4.0
    assert travel_fee(10.5) == 9.0
    assert travel_fee(20) == 9.0
    for bad in [20.1, 50, -1]:
        with pytest.raises(ValueError):
            travel_fee(bad)


def test_cut_price():
    assert cut_price(200) == 24.0
    assert cut_price(200, 10) == 29.0
    assert cut_price(300, 20) == 46.0
    assert cut_price(150.5) == 20.0  # 18.06, so the minimum
    assert cut_price(10, 10) == 20.0  # 6.20, so the minimum
    assert cut_price(170) == 20.4
    assert cut_price(123.45) == 20.0
    assert cut_price(250.3) == 30.04
    for bad in [(0,), (-5,), (100, -1)]:
        with pytest.raises(ValueError):
            cut_price(*bad)


def test_visits():
    assert visits("weekly") == 26
    assert visits(" Fortnightly ") == 13
    assert visits("MONTHLY") == 6
    for bad in ["daily", "", "week"]:
        with pytest.raises(ValueError):
            visits(bad)


def test_season_quote():
    assert season_quote(200, 7, "Weekly", 10) == {
        "visits": 26, "per_visit": 28.65, "total": 744.9}
    assert season_quote(200, 3, "monthly", 10) == {
        "visits": 6, "per_visit": 29.0, "total": 174.0}
    assert season_quote(100, 12, "fortnightly") == {
        "visits": 13, "per_visit": 26.0, "total": 338.0}
    assert season_quote(300, 15, "monthly") == {
        "visits": 6, "per_visit": 45.0, "total": 270.0}
    with pytest.raises(ValueError):
        season_quote(200, 25, "weekly")
    with pytest.raises(ValueError):
        season_quote(200, 3, "yearly")
