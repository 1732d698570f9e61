"""Hidden check for rugby_score_fix: a penalty try scores 7 (score and result follow), every
other event and function of rugby.py still works as before."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from rugby import event_points, result, score, tries  # noqa: E402

VALUES = {"try": 5, "conversion": 2, "penalty": 3, "drop goal": 3, "penalty try": 7}


def test_reported_case():
    assert score(["try", "conversion", "penalty try"]) == 14


def test_penalty_try_points():
    assert event_points("penalty try") == 7
    assert event_points("Penalty Try") == 7
    assert event_points("PENALTY TRY") == 7
    assert score(["penalty try"]) == 7
    assert score(["penalty try", "penalty try", "penalty"]) == 17


def test_other_events_unchanged():
    assert event_points("try") == 5
    assert event_points("conversion") == 2
    assert event_points("penalty") == 3
    assert event_points("drop goal") == 3
    assert event_points("Drop Goal") == 3
    assert event_points("Try") == 5
    assert score([]) == 0
    assert score(["try", "conversion", "try", "penalty", "drop goal"]) == 18
    for bad in ["scrum", "goal", "", "lineout"]:
        with pytest.raises(ValueError):
            event_points(bad)
    with pytest.raises(ValueError):
        score(["try", "knock on"])


def test_score_sampled():
    rng = random.Random(4343)
    for _ in range(500):
        events = [rng.choice(list(VALUES)) for _ in range(rng.randint(0, 12))]
        assert score(events) == sum(VALUES[e] for e in events), events


def test_result_line():
    assert result("Harlow", "Ware", ["try", "conversion", "penalty try", "penalty"],
                  ["try", "try", "conversion"]) == "Harlow 17 - 12 Ware (Harlow win)"
    assert result("Harlow", "Ware", ["penalty"], ["penalty try"]) == \
        "Harlow 3 - 7 Ware (Ware win)"
    assert result("Harlow", "Ware", ["penalty try"], ["try", "conversion"]) == \
        "Harlow 7 - 7 Ware (draw)"
    assert result("Harlow", "Ware", [], []) == "Harlow 0 - 0 Ware (draw)"


def test_tries_unchanged():
    assert tries(["try", "conversion", "penalty try", "penalty", "Try"]) == 3
    assert tries([]) == 0
    assert tries(["drop goal", "penalty"]) == 0
