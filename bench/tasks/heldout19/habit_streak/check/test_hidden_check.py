import importlib
import os
import random
import subprocess
import sys
from datetime import date, timedelta

import pytest


@pytest.fixture()
def habits():
    ws = os.getcwd()
    if ws not in sys.path:
        sys.path.insert(0, ws)
    sys.modules.pop("habits", None)
    importlib.invalidate_caches()
    return importlib.import_module("habits")


def june(day):
    return date(2024, 6, day)


def oracle_streak(days, as_of):
    day = as_of if as_of in days else as_of - timedelta(days=1)
    n = 0
    while day in days:
        n += 1
        day -= timedelta(days=1)
    return n


def oracle_longest(days):
    best = 0
    for d in days:
        n = 0
        while d + timedelta(days=n) in days:
            n += 1
        best = max(best, n)
    return best


def test_prompt_examples(habits):
    log = habits.HabitLog("piano", [june(1), june(2), june(3), june(5)])
    assert log.streak(june(3)) == 3
    assert log.streak(june(4)) == 3
    assert log.streak(june(5)) == 1
    assert log.streak(june(6)) == 1
    assert log.streak(june(7)) == 0


def test_marks_after_as_of_ignored(habits):
    log = habits.HabitLog("piano", [june(1), june(2), june(3), june(5)])
    assert log.streak(june(2)) == 2
    assert log.streak(june(1)) == 1
    assert log.streak(date(2024, 5, 31)) == 0
    assert log.streak(date(2024, 5, 30)) == 0
    log = habits.HabitLog("run", [june(d) for d in range(10, 20)])
    assert log.streak(june(12)) == 3
    assert log.streak(june(9)) == 0


def test_empty_log(habits):
    log = habits.HabitLog("nothing")
    assert log.streak(june(1)) == 0
    assert log.longest_streak() == 0
    assert log.streak() == 0


def test_month_and_year_boundaries(habits):
    days = [date(2023, 12, 29), date(2023, 12, 30), date(2023, 12, 31), date(2024, 1, 1),
            date(2024, 2, 28), date(2024, 2, 29), date(2024, 3, 1)]
    log = habits.HabitLog("stretch", days)
    assert log.streak(date(2024, 1, 1)) == 4
    assert log.streak(date(2024, 1, 2)) == 4
    assert log.streak(date(2024, 1, 3)) == 0
    assert log.streak(date(2024, 3, 1)) == 3
    assert log.streak(date(2024, 3, 2)) == 3
    assert log.longest_streak() == 4


def test_default_is_today(habits):
    today = date.today()
    log = habits.HabitLog("read", [today - timedelta(days=i) for i in range(5)])
    assert log.streak() == 5
    log = habits.HabitLog("read", [today - timedelta(days=i) for i in range(1, 4)])
    assert log.streak() == 3
    log = habits.HabitLog("read", [today - timedelta(days=2), today - timedelta(days=3)])
    assert log.streak() == 0
    log = habits.HabitLog("read", [today, today + timedelta(days=1)])
    assert log.streak() == 1


def test_longest_streak(habits):
    log = habits.HabitLog("piano", [june(1), june(2), june(3), june(5)])
    assert log.longest_streak() == 3
    log = habits.HabitLog("piano", [june(1)])
    assert log.longest_streak() == 1
    log = habits.HabitLog("piano", [june(1), june(3), june(5), june(7)])
    assert log.longest_streak() == 1
    log = habits.HabitLog("piano", [june(d) for d in (1, 2, 4, 5, 6, 7, 9, 10, 11)])
    assert log.longest_streak() == 4
    log = habits.HabitLog("piano", [june(d) for d in (20, 21, 22, 23, 24, 1, 2)])
    assert log.longest_streak() == 5


def test_unmark_breaks_streak(habits):
    log = habits.HabitLog("piano", [june(d) for d in range(1, 11)])
    assert log.streak(june(10)) == 10
    assert log.longest_streak() == 10
    log.unmark(june(5))
    assert log.streak(june(10)) == 5
    assert log.streak(june(5)) == 4
    assert log.longest_streak() == 5


def test_streak_does_not_change_the_log(habits):
    days = [june(d) for d in (1, 2, 3, 5, 8, 9)]
    log = habits.HabitLog("piano", days)
    log.streak(june(9))
    log.streak(june(4))
    log.streak(june(30))
    log.longest_streak()
    assert log.days() == sorted(days)
    assert len(log) == 6
    assert not log.done(june(4)) and not log.done(june(10))


def test_random_against_oracle(habits):
    rng = random.Random(11)
    start = date(2023, 11, 1)
    for _ in range(200):
        days = {start + timedelta(days=rng.randrange(120)) for _ in range(rng.randint(0, 90))}
        log = habits.HabitLog("x", days)
        assert log.longest_streak() == oracle_longest(days)
        for _ in range(10):
            as_of = start + timedelta(days=rng.randrange(-3, 125))
            assert log.streak(as_of) == oracle_streak(days, as_of), (sorted(days), as_of)


def test_existing_behaviour(habits):
    log = habits.HabitLog("piano", [june(1), june(1)])
    assert len(log) == 1
    with pytest.raises(TypeError):
        log.mark("2024-06-01")
    assert log.count(june(1), june(30)) == 1
    assert repr(log) == "HabitLog('piano', 1 days)"


def test_existing_tests_pass():
    env = dict(os.environ)
    env.pop("PYTHONPATH", None)
    env["PYTEST_DISABLE_PLUGIN_AUTOLOAD"] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                           os.path.join("tests", "test_habits.py")],
                          cwd=os.getcwd(), env=env, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stdout[-2000:]
