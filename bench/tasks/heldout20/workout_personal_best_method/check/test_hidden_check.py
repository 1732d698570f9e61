import os
import subprocess
import sys
from datetime import date

import pytest

sys.path.insert(0, os.getcwd())

from workout import WorkoutLog  # noqa: E402


def make(*sets):
    log = WorkoutLog()
    for s in sets:
        log.add(*s)
    return log


def test_prompt_example():
    log = make(("squat", 100, 5, date(2024, 3, 1)), ("squat", 110, 1, date(2024, 3, 4)))
    assert log.personal_best("squat") == (116.7, date(2024, 3, 1))


def test_single_rep_is_just_the_weight():
    log = make(("deadlift", 150, 1, date(2024, 1, 1)))
    assert log.personal_best("deadlift") == (150, date(2024, 1, 1))


def test_single_rep_can_win():
    # 120 x 1 = 120 ; 100 x 5 = 116.7
    log = make(("squat", 100, 5, date(2024, 3, 1)), ("squat", 120, 1, date(2024, 3, 4)))
    assert log.personal_best("squat") == (120, date(2024, 3, 4))


def test_single_rep_not_run_through_formula():
    # formula would give 113.7 for 110 x 1, beating 100 x 4 = 113.3
    log = make(("squat", 100, 4, date(2024, 3, 1)), ("squat", 110, 1, date(2024, 3, 2)))
    assert log.personal_best("squat") == (113.3, date(2024, 3, 1))


def test_rounded_to_one_decimal():
    # 80 * (1 + 7/30) = 98.666...
    log = make(("bench", 80, 7, date(2024, 5, 5)))
    assert log.personal_best("bench") == (98.7, date(2024, 5, 5))


def test_rounding_examples():
    log = make(("row", 60, 10, date(2024, 2, 1)))
    assert log.personal_best("row") == (80.0, date(2024, 2, 1))
    log = make(("press", 50, 6, date(2024, 2, 1)))
    assert log.personal_best("press") == (60.0, date(2024, 2, 1))
    log = make(("curl", 20, 12, date(2024, 2, 1)))
    assert log.personal_best("curl") == (28.0, date(2024, 2, 1))
    log = make(("squat", 100, 2, date(2024, 2, 1)))
    assert log.personal_best("squat") == (106.7, date(2024, 2, 1))


def test_best_over_many_sets():
    log = make(
        ("squat", 100, 5, date(2024, 3, 1)),   # 116.7
        ("squat", 105, 5, date(2024, 3, 8)),   # 122.5
        ("squat", 90, 10, date(2024, 3, 15)),  # 120.0
        ("squat", 115, 2, date(2024, 3, 22)),  # 122.7
    )
    assert log.personal_best("squat") == (122.7, date(2024, 3, 22))


def test_tie_goes_to_earlier_day_even_if_added_later():
    # 90 x 10 = 120.0 and 120 x 1 = 120
    log = make(("squat", 120, 1, date(2024, 4, 10)), ("squat", 90, 10, date(2024, 4, 2)))
    assert log.personal_best("squat") == (120, date(2024, 4, 2))


def test_tie_goes_to_earlier_day_added_first():
    log = make(("squat", 90, 10, date(2024, 4, 2)), ("squat", 120, 1, date(2024, 4, 10)))
    assert log.personal_best("squat") == (120, date(2024, 4, 2))


def test_other_exercises_ignored():
    log = make(("squat", 100, 5, date(2024, 3, 1)), ("deadlift", 200, 5, date(2024, 3, 2)))
    assert log.personal_best("squat") == (116.7, date(2024, 3, 1))


def test_names_match_like_rest_of_class():
    log = make(("Bench Press", 80, 5, date(2024, 3, 1)), ("bench press ", 85, 3, date(2024, 3, 3)))
    assert log.personal_best("  BENCH press") == (93.5, date(2024, 3, 3))
    assert log.personal_best("bench press") == (93.5, date(2024, 3, 3))


def test_unknown_exercise_raises_keyerror():
    log = make(("squat", 100, 5, date(2024, 3, 1)))
    with pytest.raises(KeyError):
        log.personal_best("deadlift")


def test_empty_log_raises_keyerror():
    with pytest.raises(KeyError):
        WorkoutLog().personal_best("squat")


def test_returns_tuple():
    log = make(("squat", 100, 5, date(2024, 3, 1)))
    result = log.personal_best("squat")
    assert isinstance(result, tuple) and len(result) == 2


def test_existing_behaviour_unchanged():
    log = make(("Squat", 100, 5, date(2024, 3, 1)), ("squat ", 110, 3, date(2024, 3, 4)),
               ("Bench Press", 70, 8, date(2024, 3, 2)))
    assert log.exercises() == ["bench press", "squat"]
    assert log.total_volume("SQUAT") == 830
    assert len(log.sets_for("squat")) == 2
    with pytest.raises(ValueError):
        log.add("squat", 0, 5, date(2024, 3, 5))


def test_workspace_tests_pass():
    env = dict(os.environ, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")
    env.pop("PYTHONPATH", None)
    p = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        os.path.join("tests", "test_workout.py")], cwd=os.getcwd(),
                       capture_output=True, text=True, env=env, timeout=120)
    assert p.returncode == 0, p.stdout + p.stderr
