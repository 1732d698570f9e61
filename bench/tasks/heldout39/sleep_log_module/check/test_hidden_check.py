"""Hidden check for sleep_log_module: sleep.hours_slept across midnight, rounded to 2 places,
ValueError for equal or badly written times; sleep.sleep_debt adds only the shortfalls."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import sleep  # noqa: E402


def close(got, want):
    return isinstance(got, (int, float)) and not isinstance(got, bool) and abs(got - want) < 1e-9


def test_prompt_examples():
    assert close(sleep.hours_slept("23:15", "06:45"), 7.5)
    assert close(sleep.hours_slept("01:00", "07:20"), 6.33)
    assert close(sleep.sleep_debt([7.5, 9, 6]), 2.5)


def test_hours_slept_more():
    assert close(sleep.hours_slept("22:00", "06:00"), 8.0)
    assert close(sleep.hours_slept("00:00", "23:59"), 23.98)
    assert close(sleep.hours_slept("23:59", "00:00"), 0.02)
    assert close(sleep.hours_slept("21:40", "07:05"), 9.42)
    assert close(sleep.hours_slept("13:00", "14:30"), 1.5)
    assert close(sleep.hours_slept("07:05", "07:04"), 23.98)
    assert close(sleep.hours_slept("00:10", "00:20"), 0.17)


def test_hours_slept_sampled():
    rng = random.Random(3939)
    for _ in range(3000):
        a, b = rng.randrange(1440), rng.randrange(1440)
        if a == b:
            continue
        bed, wake = f"{a // 60:02d}:{a % 60:02d}", f"{b // 60:02d}:{b % 60:02d}"
        got = sleep.hours_slept(bed, wake)
        assert close(got, round(((b - a) % 1440) / 60, 2)), (bed, wake, got)


def test_hours_slept_errors():
    for bed, wake in [("23:00", "23:00"), ("00:00", "00:00"), ("24:10", "06:00"),
                      ("23:00", "7:5"), ("7:05", "08:00"), ("23:00", "06:60"),
                      ("ab:cd", "06:00"), ("2300", "06:00"), ("23:00", ""),
                      ("23:00", "06:00:00")]:
        with pytest.raises(ValueError):
            sleep.hours_slept(bed, wake)


def test_sleep_debt():
    assert close(sleep.sleep_debt([]), 0)
    assert close(sleep.sleep_debt([8, 9, 10]), 0)
    assert close(sleep.sleep_debt([6.33, 7.9]), 1.77)
    assert close(sleep.sleep_debt([7.5, 9, 6], target=7), 1.0)
    assert close(sleep.sleep_debt([5, 5, 5, 12], 6), 3.0)
    assert close(sleep.sleep_debt([7.1, 7.2, 7.3]), 2.4)
    rng = random.Random(39)
    for _ in range(1000):
        hours = [rng.randint(200, 1100) / 100 for _ in range(rng.randint(0, 14))]
        target = rng.choice([7, 7.5, 8, 9])
        want = round(sum(target - h for h in hours if h < target), 2)
        got = sleep.sleep_debt(hours, target)
        assert abs(got - want) < 0.0051, (hours, target, got)
        assert round(got, 2) == got
