from datetime import date

import pytest

from pottery import clay_cost, course_price, firing_cost, firing_day


def test_clay_cost():
    assert clay_cost(0) == 0.0
    assert clay_cost(500) == 1.6
    assert clay_cost(501) == 3.2
    assert clay_cost(1200) == 4.8
    assert clay_cost(250) == 1.6
    with pytest.raises(ValueError):
        clay_cost(-10)


def test_firing_cost():
    assert firing_cost(3, "bisque") == 12.0
    assert firing_cost(3, "Bisque") == 12.0
    assert firing_cost(2, " GLAZE ") == 13.0
    assert firing_cost(0, "glaze") == 0.0
    with pytest.raises(ValueError):
        firing_cost(1, "raku")
    with pytest.raises(ValueError):
        firing_cost(-1, "glaze")
    with pytest.raises(ValueError):
        firing_cost(1.5, "glaze")


def test_course_price():
    assert course_price(6) == 132.0
    assert course_price(6, member=True) == 112.2
    assert course_price(1) == 22.0
    with pytest.raises(ValueError):
        course_price(0)


def test_firing_day():
    # Wednesday 9 October 2024
    assert firing_day(date(2024, 10, 9)) == date(2024, 10, 11)
    # Thursday: the very next day
    assert firing_day(date(2024, 10, 10)) == date(2024, 10, 11)
    # Friday: has to dry, so the Friday after
    assert firing_day(date(2024, 10, 11)) == date(2024, 10, 18)
    # Saturday
    assert firing_day(date(2024, 10, 12)) == date(2024, 10, 18)
