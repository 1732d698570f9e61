import hashlib
import os
import random
import subprocess
import sys

import pytest

sys.path.insert(0, os.getcwd())
import sleep_log  # noqa: E402
from sleep_log import (  # noqa: E402
    format_minutes, night_minutes, parse_clock, sleep_debt, weekly_average)

TESTS_SHA256 = "929dda686b79b5e18d209c594befaffb3329ee52d2b0319804c99c7122f4380e"


def test_given_tests_unchanged():
    with open("test_sleep_log.py", "rb") as fh:
        assert hashlib.sha256(fh.read()).hexdigest() == TESTS_SHA256


def test_given_tests_pass():
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           "test_sleep_log.py"], capture_output=True, text=True, env=env,
                          timeout=120)
    assert proc.returncode == 0, proc.stdout[-2000:]
    assert "21 passed" in proc.stdout


def clock(minutes):
    return f"{minutes // 60:02d}:{minutes % 60:02d}"


def test_night_minutes_every_pair_sampled():
    rng = random.Random(29)
    for _ in range(3000):
        bed, wake = rng.randrange(1440), rng.randrange(1440)
        expected = wake - bed if wake >= bed else wake + 1440 - bed
        assert night_minutes(clock(bed), clock(wake)) == expected, (clock(bed), clock(wake))


@pytest.mark.parametrize("bed,wake,minutes", [
    ("23:59", "00:00", 1), ("00:00", "23:59", 1439), ("00:01", "00:00", 1439),
    ("22:15", "6:45", 510), (" 23:30", "07:15 ", 465), ("12:00", "12:00", 0),
    ("21:00", "05:00", 480), ("0:00", "08:00", 480),
])
def test_night_minutes_cases(bed, wake, minutes):
    result = night_minutes(bed, wake)
    assert result == minutes
    assert type(result) is int


def test_night_minutes_still_validates():
    with pytest.raises(ValueError):
        night_minutes("25:00", "07:00")
    with pytest.raises(ValueError):
        night_minutes("23:00", "7")


def expected_average(nights):
    slept = [night_minutes(b, w) for b, w in (n for n in nights if n is not None)]
    if not slept:
        return 0
    total, count = sum(slept), len(slept)
    q, r = divmod(total, count)
    return q + (1 if 2 * r >= count else 0)


def test_weekly_average_cases():
    assert weekly_average([None, ("23:00", "07:00"), None, None, None, None, None]) == 480
    assert weekly_average([("22:00", "06:00"), None, ("23:00", "06:00")]) == 450
    assert weekly_average([None] * 7) == 0
    assert weekly_average([("23:00", "06:00"), ("23:00", "06:01")]) == 421
    assert weekly_average([("23:00", "06:00"), ("23:00", "06:00"), ("23:00", "06:01")]) == 420
    assert weekly_average([("23:00", "06:00"), ("23:00", "06:02"), ("23:00", "06:02")]) == 421
    assert type(weekly_average([("23:00", "06:00"), None])) is int


def test_weekly_average_random_weeks():
    rng = random.Random(2929)
    for _ in range(300):
        week = []
        for _ in range(7):
            if rng.random() < 0.3:
                week.append(None)
            else:
                week.append((clock(rng.randrange(1260, 1440 + 180) % 1440),
                             clock(rng.randrange(300, 600))))
        assert weekly_average(week) == expected_average(week), week


def test_sleep_debt_overnight():
    week = [("23:30", "06:30"), None, ("22:00", "07:00"), ("00:30", "06:00"), None]
    assert sleep_debt(week) == 60 + 0 + 150
    assert sleep_debt([None, None]) == 0
    assert sleep_debt([]) == 0
    assert sleep_debt([("23:00", "05:00")], target=300) == 0
    assert sleep_debt([("23:00", "05:00")], 420) == 60


def test_target_constant():
    assert sleep_log.TARGET_MINUTES == 480
    assert sleep_debt([("22:00", "05:00")]) == 60


def test_parse_clock_unchanged():
    assert parse_clock("9:07") == 547
    assert parse_clock("23:59") == 1439
    for bad in ("24:00", "10:60", "10:5", "100:00", "10:000", "", ":", "1:2:3", "x1:00"):
        with pytest.raises(ValueError):
            parse_clock(bad)


def test_format_minutes_unchanged():
    assert format_minutes(0) == "0h 00m"
    assert format_minutes(1439) == "23h 59m"
    assert format_minutes(600) == "10h 00m"
