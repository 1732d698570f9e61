from datetime import date, timedelta

import pytest

from workdays import add_workdays, workdays_between

FRI = date(2024, 3, 8)
SAT = date(2024, 3, 9)
SUN = date(2024, 3, 10)
MON = date(2024, 3, 11)


def test_prompt_examples():
    assert add_workdays(FRI, 1) == MON
    assert add_workdays(MON, -1) == FRI
    assert add_workdays(FRI, 1, holidays=[MON]) == date(2024, 3, 12)
    assert workdays_between(FRI, date(2024, 3, 15)) == 5


def test_returns_date():
    assert type(add_workdays(MON, 3)) is date
    assert isinstance(workdays_between(MON, FRI), int)


def test_several_weeks():
    assert add_workdays(MON, 5) == date(2024, 3, 18)
    assert add_workdays(MON, 10) == date(2024, 3, 25)
    assert add_workdays(date(2024, 3, 13), -7) == date(2024, 3, 4)


def test_zero_returns_start_unchanged():
    assert add_workdays(SAT, 0) == SAT
    assert add_workdays(SUN, 0, holidays=[SUN]) == SUN
    assert add_workdays(MON, 0, holidays=[MON]) == MON
    assert add_workdays(FRI, 0) == FRI


def test_from_weekend():
    assert add_workdays(SAT, 1) == MON
    assert add_workdays(SUN, -1) == FRI
    assert add_workdays(SAT, 2) == date(2024, 3, 12)


def test_holidays_backwards_and_forwards():
    easter = [date(2024, 3, 29), date(2024, 4, 1)]  # Good Friday, Easter Monday
    assert add_workdays(date(2024, 3, 28), 1, easter) == date(2024, 4, 2)
    assert add_workdays(date(2024, 4, 2), -1, easter) == date(2024, 3, 28)
    assert add_workdays(date(2024, 4, 2), -2, holidays=easter) == date(2024, 3, 27)


def test_holidays_any_iterable():
    hol = [date(2024, 3, 12), date(2024, 3, 13)]
    assert add_workdays(MON, 3, holidays=(d for d in hol)) == date(2024, 3, 18)
    assert add_workdays(MON, 3, holidays=set(hol)) == date(2024, 3, 18)
    assert add_workdays(date(2024, 3, 18), -4, holidays=iter(hol)) == FRI
    assert workdays_between(MON, date(2024, 3, 18), holidays=(d for d in hol)) == 3


def test_holiday_on_weekend_not_double_counted():
    assert add_workdays(FRI, 1, holidays=[SAT]) == MON
    assert workdays_between(FRI, MON, holidays=[SAT, SUN]) == 1


def test_between_bounds():
    assert workdays_between(MON, MON) == 0
    assert workdays_between(FRI, SUN) == 0
    assert workdays_between(FRI, MON) == 1
    assert workdays_between(SAT, MON) == 1
    assert workdays_between(date(2024, 3, 7), FRI) == 1
    assert workdays_between(FRI, date(2024, 3, 15), holidays=[date(2024, 3, 13)]) == 4


def test_between_reversed_is_negative():
    assert workdays_between(date(2024, 3, 15), FRI) == -5
    assert workdays_between(MON, FRI) == -1
    assert workdays_between(SUN, SAT) == 0
    hol = [date(2024, 3, 13)]
    assert workdays_between(date(2024, 3, 15), FRI, hol) == -4


@pytest.mark.parametrize("n", [1, 2, 3, 4, 5, 6, 9, 23, -1, -4, -5, -12])
def test_add_and_between_agree(n):
    hol = [date(2024, 3, 14), date(2024, 3, 4)]
    for offset in range(7):
        start = date(2024, 3, 4) + timedelta(days=offset)
        end = add_workdays(start, n, hol)
        assert end.weekday() < 5 and end not in hol
        if start.weekday() < 5 and start not in hol:
            assert workdays_between(start, end, hol) == n
