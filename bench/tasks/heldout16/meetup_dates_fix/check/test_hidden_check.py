import calendar
import os
import subprocess
import sys
from datetime import date

import pytest

ROOT = os.getcwd()
PYTEST_ENV = dict(os.environ, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")
PYTEST_ENV.pop("PYTEST_ADDOPTS", None)
sys.path.insert(0, ROOT)

import meetups  # noqa: E402


def brute(year, month, weekday, n):
    days = [date(year, month, d) for d in range(1, calendar.monthrange(year, month)[1] + 1)
            if date(year, month, d).weekday() == weekday]
    if n == -1:
        return days[-1]
    if n > len(days):
        return None
    return days[n - 1]


def test_december_last_thursday():
    assert meetups.nth_weekday(2024, 12, 3, -1) == date(2024, 12, 26)


def test_february_fifth_friday_raises():
    with pytest.raises(ValueError):
        meetups.nth_weekday(2024, 2, 4, 5)


@pytest.mark.parametrize("year", [2019, 2020, 2023, 2024, 2025, 2026, 2027, 2028])
def test_all_months_against_brute_force(year):
    for month in range(1, 13):
        for weekday in range(7):
            for n in (1, 2, 3, 4, 5, -1):
                expected = brute(year, month, weekday, n)
                if expected is None:
                    with pytest.raises(ValueError):
                        meetups.nth_weekday(year, month, weekday, n)
                else:
                    assert meetups.nth_weekday(year, month, weekday, n) == expected, (year, month, weekday, n)


def test_schedule_fifth_friday_2024():
    expected = [brute(2024, m, 4, 5) for m in range(1, 13)]
    expected = [d for d in expected if d is not None]
    assert meetups.schedule(2024, "5th friday") == expected
    assert expected == [date(2024, 3, 29), date(2024, 5, 31), date(2024, 8, 30), date(2024, 11, 29)]


def test_schedule_fifth_other_years():
    for year, rule, wd in [(2025, "5th Monday", 0), (2023, "5th sunday", 6), (2026, "5th wednesday", 2)]:
        expected = [d for d in (brute(year, m, wd, 5) for m in range(1, 13)) if d is not None]
        assert meetups.schedule(year, rule) == expected


@pytest.mark.parametrize("rule,n,wd", [("last thursday", -1, 3), ("last sunday", -1, 6),
                                       ("2nd tuesday", 2, 1), ("4th saturday", 4, 5), ("1st friday", 1, 4)])
def test_schedule_regular_rules(rule, n, wd):
    for year in (2023, 2024, 2025):
        got = meetups.schedule(year, rule)
        assert got == [brute(year, m, wd, n) for m in range(1, 13)]


def test_schedule_bad_rule_still_raises():
    with pytest.raises(ValueError):
        meetups.schedule(2024, "every friday")
    with pytest.raises(ValueError):
        meetups.schedule(2024, "2nd funday")


def test_bad_n_still_raises():
    for n in (0, 6, -2):
        with pytest.raises(ValueError):
            meetups.nth_weekday(2024, 1, 0, n)


def test_existing_tests_pass():
    assert os.path.exists(os.path.join(ROOT, "test_meetups.py"))
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "test_meetups.py"],
                       cwd=ROOT, capture_output=True, text=True, timeout=120, env=PYTEST_ENV)
    assert r.returncode == 0, r.stdout + r.stderr
