"""Hidden check for greenhouse_temps_edit: cold_spells as the prompt describes it, and the
existing functions of greenhouse.py unchanged."""

import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
import greenhouse as g  # noqa: E402

LOG = """2024-03-01 min 2.5 max 18.0
2024-03-02 min 1.0 max 14.5
2024-03-03 min -0.5 max 12.0
2024-03-04 min 4.0 max 16.0
2024-03-05 min 2.0 max 15.5
2024-03-07 min 1.5 max 13.0
2024-03-08 min 0.5 max 11.0
2024-03-09 min 3.0 max 17.5
"""
D = date


def test_prompt_examples():
    r = g.parse_log(LOG)
    assert g.cold_spells(r) == [(D(2024, 3, 1), D(2024, 3, 3), 3), (D(2024, 3, 7), D(2024, 3, 8), 2)]
    assert g.cold_spells(r, min_nights=1) == [(D(2024, 3, 1), D(2024, 3, 3), 3),
                                              (D(2024, 3, 5), D(2024, 3, 5), 1),
                                              (D(2024, 3, 7), D(2024, 3, 8), 2)]
    assert g.cold_spells(r, below=2.0) == [(D(2024, 3, 2), D(2024, 3, 3), 2),
                                           (D(2024, 3, 7), D(2024, 3, 8), 2)]
    assert g.cold_spells(r, below=3.5) == [(D(2024, 3, 1), D(2024, 3, 3), 3),
                                           (D(2024, 3, 7), D(2024, 3, 9), 3)]


def test_edges():
    assert g.cold_spells([]) == []
    r = g.parse_log(LOG)
    assert g.cold_spells(r, min_nights=3) == [(D(2024, 3, 1), D(2024, 3, 3), 3)]
    assert g.cold_spells(r, min_nights=4) == []
    assert g.cold_spells(r, below=-5) == []
    assert g.cold_spells(r, below=10, min_nights=6) == []
    assert g.cold_spells(r, below=10, min_nights=5) == [(D(2024, 3, 1), D(2024, 3, 5), 5)]
    # spanning a month end, run at the very end of the log
    r2 = g.parse_log("2024-02-28 min 5 max 9\n2024-02-29 min 1 max 9\n2024-03-01 min 1 max 9\n")
    assert g.cold_spells(r2) == [(D(2024, 2, 29), D(2024, 3, 1), 2)]
    for bad in [0, -1, 1.5]:
        with pytest.raises(ValueError):
            g.cold_spells(r, min_nights=bad)


def expected(readings, below, min_nights):
    out, run = [], []
    for day, low, _ in readings:
        if low < below and run and day - run[-1] == timedelta(days=1):
            run.append(day)
        else:
            if len(run) >= min_nights:
                out.append((run[0], run[-1], len(run)))
            run = [day] if low < below else []
    if len(run) >= min_nights:
        out.append((run[0], run[-1], len(run)))
    return out


def test_random_logs():
    rng = random.Random(5115)
    for _ in range(300):
        day = D(2024, 1, 1) + timedelta(days=rng.randint(0, 300))
        lines = []
        for _ in range(rng.randint(1, 25)):
            low = rng.choice([-2.0, 0.0, 1.5, 2.9, 3.0, 3.1, 6.0])
            lines.append(f"{day.isoformat()} min {low} max {low + 10}")
            day += timedelta(days=rng.choice([1, 1, 1, 1, 2]))
        r = g.parse_log("\n".join(lines))
        below, mn = rng.choice([3.0, 1.5, 0.0]), rng.randint(1, 4)
        assert g.cold_spells(r, below, mn) == expected(r, below, mn), (lines, below, mn)


def test_existing_unchanged():
    r = g.parse_log(LOG)
    assert len(r) == 8 and r[0] == (D(2024, 3, 1), 2.5, 18.0)
    assert g.frost_nights(r) == [D(2024, 3, 3)]
    assert g.frost_nights(r, 1.0) == [D(2024, 3, 2), D(2024, 3, 3), D(2024, 3, 8)]
    assert g.hottest(r) == (D(2024, 3, 1), 18.0)
    assert g.hottest([]) is None
    assert g.average_range(r) == 12.9
    assert g.parse_log("# nothing\n\n") == []
    for bad in ["2024-03-01 min 5 max 2", "2024-03-01 2 10", "2024-13-01 min 1 max 2",
                "2024-03-01 min 1 max 2\n2024-03-01 min 1 max 3"]:
        with pytest.raises(ValueError):
            g.parse_log(bad)
