import pytest

import liftpass


def test_infant_child_boundary():
    assert liftpass.category(0) == "infant"
    assert liftpass.category(5) == "infant"
    assert liftpass.category(6) == "child"


def test_child_adult_boundary():
    assert liftpass.category(15) == "child"
    assert liftpass.category(16) == "adult"


def test_adult_senior_boundary():
    assert liftpass.category(64) == "adult"
    assert liftpass.category(65) == "senior"


def test_negative_ages():
    with pytest.raises(ValueError):
        liftpass.category(-1)
    with pytest.raises(ValueError):
        liftpass.pass_price(-5, 2)


def test_day_prices():
    assert liftpass.pass_price(2, 1) == 0
    assert liftpass.pass_price(9, 1) == 30
    assert liftpass.pass_price(40, 1) == 52
    assert liftpass.pass_price(80, 1) == 41


def test_boundary_prices():
    assert liftpass.pass_price(5, 3) == 0
    assert liftpass.pass_price(6, 3) == 90
    assert liftpass.pass_price(15, 3) == 90
    assert liftpass.pass_price(16, 3) == 156
    assert liftpass.pass_price(64, 3) == 156
    assert liftpass.pass_price(65, 3) == 123


def test_no_discount_for_five_days():
    assert liftpass.pass_price(40, 5) == 260


def test_discount_from_six_days():
    assert liftpass.pass_price(40, 6) == 265
    assert liftpass.pass_price(80, 6) == 209


def test_half_rounds_up():
    assert liftpass.pass_price(9, 7) == 179
    assert liftpass.pass_price(80, 10) == 349


def test_rounding_both_ways():
    assert liftpass.pass_price(40, 8) == 354   # 353.6
    assert liftpass.pass_price(40, 11) == 486  # 486.2


def test_result_is_int():
    assert type(liftpass.pass_price(40, 6)) is int
    assert type(liftpass.pass_price(40, 2)) is int


def test_day_limits():
    assert liftpass.pass_price(40, 1) == 52
    assert liftpass.pass_price(40, 14) == 619
    for bad in (0, 15, -2):
        with pytest.raises(ValueError):
            liftpass.pass_price(40, bad)
