"""Hidden check for alarm_clock_fix: next_alarm goes round the end of the week (Sunday into
Monday) and back to the same day a week later; minutes_until follows; the rest of alarms.py
(time parsing, later today first, None with no alarms) is unchanged."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from alarms import DAYS, minutes_until, next_alarm, to_minutes  # noqa: E402

MINE = {"mon": ["06:45"], "tue": ["06:45"], "wed": ["06:45"], "thu": ["06:45"],
        "fri": ["06:45"], "sat": ["09:00"]}


def brute(day, now, alarms):
    """(day, time, minutes) of the next alarm, by stepping minute by minute round a week."""
    start = DAYS.index(day) * 1440 + to_minutes(now)
    wanted = {DAYS.index(d) * 1440 + to_minutes(t): (d, t)
              for d, times in alarms.items() for t in times}
    if not wanted:
        return None
    for step in range(1, 7 * 1440 + 1):
        at = (start + step) % (7 * 1440)
        if at in wanted:
            return (*wanted[at], step)
    raise AssertionError("unreachable")


def test_reported_cases():
    assert next_alarm("sun", "21:00", MINE) == ("mon", "06:45")
    assert minutes_until("sun", "21:00", MINE) == 585
    assert next_alarm("sat", "10:00", MINE) == ("mon", "06:45")
    assert next_alarm("mon", "08:00", {"mon": ["06:45"]}) == ("mon", "06:45")
    assert minutes_until("mon", "08:00", {"mon": ["06:45"]}) == 10005


def test_weekend_and_round_the_week():
    assert minutes_until("sat", "10:00", MINE) == 2685
    assert next_alarm("sun", "00:00", MINE) == ("mon", "06:45")
    assert minutes_until("sun", "23:59", MINE) == 406
    assert next_alarm("fri", "07:00", MINE) == ("sat", "09:00")
    assert minutes_until("fri", "07:00", MINE) == 1560
    assert next_alarm("sat", "09:00", MINE) == ("mon", "06:45")
    only_sun = {"sun": ["10:30"]}
    assert next_alarm("sun", "11:00", only_sun) == ("sun", "10:30")
    assert minutes_until("sun", "11:00", only_sun) == 7 * 1440 - 30
    assert next_alarm("mon", "11:00", only_sun) == ("sun", "10:30")
    assert next_alarm("thu", "12:00", {"tue": ["07:00"]}) == ("tue", "07:00")
    assert minutes_until("thu", "12:00", {"tue": ["07:00"]}) == 5 * 1440 + 7 * 60 - 12 * 60


def test_alarm_right_now_is_next_week():
    assert next_alarm("mon", "06:45", {"mon": ["06:45"]}) == ("mon", "06:45")
    assert minutes_until("mon", "06:45", {"mon": ["06:45"]}) == 7 * 1440
    assert next_alarm("mon", "06:45", MINE) == ("tue", "06:45")
    assert minutes_until("mon", "06:45", MINE) == 1440


def test_unchanged_behaviour():
    assert next_alarm("wed", "05:00", MINE) == ("wed", "06:45")
    assert minutes_until("wed", "05:00", MINE) == 105
    assert next_alarm("tue", "07:00", MINE) == ("wed", "06:45")
    two = {"tue": ["22:00", "06:30"], "wed": ["07:15"]}
    assert next_alarm("tue", "06:00", two) == ("tue", "06:30")
    assert next_alarm("tue", "07:00", two) == ("tue", "22:00")
    assert next_alarm("tue", "22:30", two) == ("wed", "07:15")
    assert next_alarm("fri", "10:00", {}) is None
    assert minutes_until("fri", "10:00", {}) is None
    assert next_alarm("sun", "10:00", {"mon": []}) is None
    assert to_minutes("07:30") == 450
    assert to_minutes("00:00") == 0
    assert to_minutes("23:59") == 1439
    for bad in ["7.30", "24:00", "12:60", "noon", "", "7:5"]:
        with pytest.raises(ValueError):
            to_minutes(bad)


def test_sampled():
    rng = random.Random(4545)
    for _ in range(400):
        alarms = {}
        for d in DAYS:
            if rng.random() < 0.3:
                alarms[d] = [f"{rng.randint(0, 23):02d}:{rng.choice([0, 15, 30, 45]):02d}"
                             for _ in range(rng.randint(1, 2))]
        day = rng.choice(DAYS)
        now = f"{rng.randint(0, 23):02d}:{rng.choice([0, 15, 30, 45, 59]):02d}"
        want = brute(day, now, alarms)
        if want is None:
            assert next_alarm(day, now, alarms) is None
            assert minutes_until(day, now, alarms) is None
        else:
            assert next_alarm(day, now, alarms) == want[:2], (day, now, alarms)
            assert minutes_until(day, now, alarms) == want[2], (day, now, alarms)
