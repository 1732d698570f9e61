import pytest

from liftpass import category, pass_price

CASES_CATEGORY = [(-1, None), (0, "infant"), (5, "infant"), (6, "child"), (15, "child"),
                  (16, "adult"), (64, "adult"), (65, "senior"), (90, "senior")]


@pytest.mark.parametrize("age,expected", CASES_CATEGORY)
def test_category(age, expected):
    if expected is None:
        with pytest.raises(ValueError):
            category(age)
    else:
        assert category(age) == expected


@pytest.mark.parametrize("age,days,expected", [
    (5, 2, 0), (6, 2, 60), (15, 2, 60), (16, 2, 104), (64, 2, 104), (65, 2, 82),
    (30, 5, 260), (30, 6, 265), (10, 5, 150), (10, 6, 153), (70, 5, 205), (70, 6, 209),
    (10, 7, 179), (70, 10, 349), (30, 11, 486), (30, 14, 619), (30, 1, 52),
])
def test_price(age, days, expected):
    got = pass_price(age, days)
    assert (got, type(got)) == (expected, int)


@pytest.mark.parametrize("age,days", [(30, 0), (30, 15), (-1, 5)])
def test_errors(age, days):
    with pytest.raises(ValueError):
        pass_price(age, days)
