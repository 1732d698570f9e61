from datetime import date

import pytest

from livery import bill, extras_cost, farrier_due, late_fee, owner_week, weekly_fee


def test_weekly_fee():
    assert weekly_fee("full") == 165.0
    assert weekly_fee("part") == 110.0
    assert weekly_fee("diy") == 45.0
    assert weekly_fee(" Full ") == 165.0
    assert weekly_fee("DIY") == 45.0
    for bad in ["grass", "", "full livery"]:
        with pytest.raises(ValueError):
            weekly_fee(bad)


def test_owner_week():
    assert owner_week(["part"]) == 110.0
    # the dearest horse pays in full, whatever order they come in
    assert owner_week(["diy", "full"]) == 205.5
    assert owner_week(["full", "diy"]) == 205.5
    assert owner_week(["full", "part", "diy"]) == 304.5
    assert owner_week(["part", "part"]) == 209.0
    with pytest.raises(ValueError):
        owner_week([])
    with pytest.raises(ValueError):
        owner_week(["full", "pony club"])


def test_extras_cost():
    assert extras_cost({}) == 0.0
    assert extras_cost({"hay": 1}) == 6.5
    assert extras_cost({"straw": 1, "rug change": 1, "turnout": 1}) == 10.0
    assert extras_cost({"hay": 3, "turnout": 4, "straw": 0}) == 31.5
    for bad in [{"carrots": 1}, {"Hay": 1}, {"hay": -1}, {"hay": 1.5}]:
        with pytest.raises(ValueError):
            extras_cost(bad)


def test_bill():
    assert bill(["part"], 4, {"hay": 3}) == 459.5
    assert bill(["full"], 1) == 165.0
    assert bill(["diy", "diy"], 5) == 427.5
    for weeks in [0, 6, 2.5]:
        with pytest.raises(ValueError):
            bill(["full"], weeks)


def test_late_fee():
    assert late_fee(0) == 0.0
    assert late_fee(7) == 0.0
    assert late_fee(8) == 6.0
    assert late_fee(10) == 8.0
    assert late_fee(27) == 25.0
    assert late_fee(60) == 25.0
    with pytest.raises(ValueError):
        late_fee(-1)


def test_farrier_due():
    # Saturday 2 March 2024: six weeks later is a Saturday too
    assert farrier_due(date(2024, 3, 2)) == date(2024, 4, 13)
    # Sunday 3 March: the Sunday six weeks later moves to the Monday
    assert farrier_due(date(2024, 3, 3)) == date(2024, 4, 15)
    assert farrier_due(date(2024, 3, 4), weeks=8) == date(2024, 4, 29)
    assert farrier_due(date(2024, 3, 5), 1) == date(2024, 3, 12)
