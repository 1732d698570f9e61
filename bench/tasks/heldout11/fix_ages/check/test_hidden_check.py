import hashlib
import subprocess
import sys
from datetime import date

import pytest

from ages import age_on, days_until_birthday, next_birthday

ORIGINAL_TESTS_SHA256 = "50dffd3d210004ba71593f70861c3f1320caf1d5b7c34a723fc6693d7526d485"


def test_tests_file_unchanged():
    with open("test_ages.py", "rb") as fh:
        data = fh.read().replace(b"\r\n", b"\n")
    assert hashlib.sha256(data).hexdigest() == ORIGINAL_TESTS_SHA256


def test_workspace_tests_pass():
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        "test_ages.py"], capture_output=True, text=True, timeout=120)
    assert r.returncode == 0, r.stdout[-2000:]


def test_age_regular():
    assert age_on(date(2000, 5, 10), date(2024, 5, 9)) == 23
    assert age_on(date(2000, 5, 10), date(2024, 5, 10)) == 24
    assert age_on(date(2000, 5, 10), date(2000, 5, 10)) == 0
    assert age_on(date(1999, 12, 31), date(2000, 1, 1)) == 0
    assert age_on(date(1960, 1, 1), date(2024, 12, 31)) == 64
    assert age_on(date(1900, 3, 1), date(2000, 2, 29)) == 99
    assert age_on(date(1900, 3, 1), date(2000, 3, 1)) == 100
    assert age_on(date(2000, 6, 15), date(2003, 6, 15)) == 3
    assert age_on(date(2004, 1, 20), date(2007, 1, 20)) == 3
    assert age_on(date(1981, 8, 1), date(2024, 7, 31)) == 42


def test_age_leap_day_birth():
    b = date(2000, 2, 29)
    assert age_on(b, date(2023, 2, 28)) == 22
    assert age_on(b, date(2023, 3, 1)) == 23
    assert age_on(b, date(2024, 2, 28)) == 23
    assert age_on(b, date(2024, 2, 29)) == 24
    assert age_on(b, date(2001, 2, 28)) == 0
    assert age_on(b, date(2001, 3, 1)) == 1
    assert age_on(b, date(2100, 3, 1)) == 100


def test_age_before_birth():
    with pytest.raises(ValueError):
        age_on(date(2000, 5, 10), date(2000, 5, 9))
    with pytest.raises(ValueError):
        age_on(date(2000, 5, 10), date(1990, 1, 1))


def test_next_birthday():
    b = date(1990, 7, 4)
    assert next_birthday(b, date(2024, 7, 4)) == date(2024, 7, 4)
    assert next_birthday(b, date(2024, 7, 5)) == date(2025, 7, 4)
    assert next_birthday(b, date(2024, 1, 1)) == date(2024, 7, 4)
    assert next_birthday(date(1990, 12, 31), date(2024, 12, 31)) == date(2024, 12, 31)
    assert next_birthday(date(1990, 1, 1), date(2024, 12, 31)) == date(2025, 1, 1)


def test_next_birthday_leap_day():
    b = date(2000, 2, 29)
    assert next_birthday(b, date(2023, 1, 1)) == date(2023, 3, 1)
    assert next_birthday(b, date(2023, 3, 1)) == date(2023, 3, 1)
    assert next_birthday(b, date(2023, 3, 2)) == date(2024, 2, 29)
    assert next_birthday(b, date(2024, 1, 1)) == date(2024, 2, 29)
    assert next_birthday(b, date(2024, 3, 1)) == date(2025, 3, 1)
    assert next_birthday(b, date(2099, 12, 1)) == date(2100, 3, 1)


def test_days_until_birthday():
    assert days_until_birthday(date(1990, 7, 4), date(2024, 7, 4)) == 0
    assert days_until_birthday(date(1990, 12, 31), date(2024, 12, 30)) == 1
    assert days_until_birthday(date(1990, 1, 1), date(2024, 12, 31)) == 1
    assert days_until_birthday(date(2000, 2, 29), date(2023, 2, 28)) == 1
    assert days_until_birthday(date(2000, 2, 29), date(2024, 2, 28)) == 1
