import os
import sys
from datetime import date

import pytest

sys.path.insert(0, os.path.join(os.path.dirname(__file__), ".."))

from habits import HabitLog  # noqa: E402


def test_mark_and_done():
    log = HabitLog("piano")
    log.mark(date(2024, 6, 1))
    assert log.done(date(2024, 6, 1))
    assert not log.done(date(2024, 6, 2))
    assert len(log) == 1


def test_mark_twice_counts_once():
    log = HabitLog("piano", [date(2024, 6, 1), date(2024, 6, 1)])
    assert len(log) == 1


def test_unmark():
    log = HabitLog("run", [date(2024, 6, 1)])
    log.unmark(date(2024, 6, 1))
    log.unmark(date(2024, 6, 9))
    assert len(log) == 0


def test_count():
    log = HabitLog("run", [date(2024, 6, d) for d in (1, 3, 5, 30)])
    assert log.count(date(2024, 6, 1), date(2024, 6, 5)) == 3


def test_days_sorted():
    log = HabitLog("run", [date(2024, 6, 5), date(2024, 6, 1)])
    assert log.days() == [date(2024, 6, 1), date(2024, 6, 5)]


def test_mark_needs_a_date():
    with pytest.raises(TypeError):
        HabitLog("run").mark("2024-06-01")
