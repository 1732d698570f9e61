"""Tests for liftpass.py."""
import pytest

from liftpass import category, pass_price

DAY = {"infant": 0, "child": 30, "adult": 52, "senior": 41}


class TestCategory:
    @pytest.mark.parametrize("age", [0, 3, 5])
    def test_infant(self, age):
        assert category(age) == "infant"

    @pytest.mark.parametrize("age", [6, 10, 15])
    def test_child(self, age):
        assert category(age) == "child"

    @pytest.mark.parametrize("age", [16, 30, 64])
    def test_adult(self, age):
        assert category(age) == "adult"

    @pytest.mark.parametrize("age", [65, 66, 100])
    def test_senior(self, age):
        assert category(age) == "senior"

    @pytest.mark.parametrize("age", [-1, -10])
    def test_negative(self, age):
        with pytest.raises(ValueError):
            category(age)


class TestPrice:
    @pytest.mark.parametrize("age,cat", [(5, "infant"), (6, "child"), (15, "child"),
                                         (16, "adult"), (64, "adult"), (65, "senior")])
    @pytest.mark.parametrize("days", [1, 2, 5])
    def test_without_discount(self, age, cat, days):
        assert pass_price(age, days) == DAY[cat] * days

    @pytest.mark.parametrize("age,days,expected", [
        (30, 6, 265), (10, 6, 153), (70, 6, 209), (1, 6, 0),
        (10, 7, 179),  # 178.5 -> up
        (70, 10, 349),  # 348.5 -> up
        (30, 8, 354), (30, 11, 486), (30, 14, 619),
    ])
    def test_with_discount(self, age, days, expected):
        price = pass_price(age, days)
        assert price == expected
        assert isinstance(price, int)

    @pytest.mark.parametrize("days", [0, 15, -1])
    def test_bad_days(self, days):
        with pytest.raises(ValueError):
            pass_price(30, days)

    def test_negative_age(self):
        with pytest.raises(ValueError):
            pass_price(-1, 1)
