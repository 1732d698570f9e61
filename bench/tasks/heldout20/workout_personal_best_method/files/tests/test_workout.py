from datetime import date

import pytest

from workout import WorkoutLog


@pytest.fixture
def log():
    log = WorkoutLog()
    log.add("Squat", 100, 5, date(2024, 3, 1))
    log.add("squat ", 110, 3, date(2024, 3, 4))
    log.add("Bench Press", 70, 8, date(2024, 3, 2))
    return log


def test_sets_for_is_case_insensitive(log):
    assert len(log.sets_for("SQUAT")) == 2


def test_exercises(log):
    assert log.exercises() == ["bench press", "squat"]


def test_total_volume(log):
    assert log.total_volume("squat") == 100 * 5 + 110 * 3


def test_rejects_zero_reps(log):
    with pytest.raises(ValueError):
        log.add("squat", 100, 0, date(2024, 3, 5))
