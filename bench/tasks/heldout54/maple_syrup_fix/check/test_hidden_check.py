"""Hidden check for maple_syrup_fix: daily_totals() adds up every bucket emptied on a day
(so best_day and season_syrup follow), and nothing else in sugaring.py changed."""

import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from sugaring import (best_day, bottles, daily_totals, parse_line,  # noqa: E402
                      season_syrup, syrup_from_sap, tap_totals)

LOG = ["# week 1", "2024-03-04 tap1 12.5", "2024-03-04 tap2 6", "2024-03-05 tap2 9.5",
       "2024-03-04 Tap1 8", "2024-03-06 tap3 4.25"]


def test_reported_case():
    got = daily_totals(LOG)
    assert got == {date(2024, 3, 4): 26.5, date(2024, 3, 5): 9.5, date(2024, 3, 6): 4.25}
    assert list(got) == sorted(got)
    assert best_day(LOG) == (date(2024, 3, 4), 26.5)
    assert season_syrup(LOG) == 0.94


def test_more_days():
    lines = ["", "2024-03-10 a 3", "  2024-03-08 b 1.5  ", "# tea break", "2024-03-10 b 2.25",
             "2024-03-08 a 1.5", "2024-03-10 A 0.75", "2024-03-09 c 0"]
    got = daily_totals(lines)
    assert got == {date(2024, 3, 8): 3.0, date(2024, 3, 9): 0.0, date(2024, 3, 10): 6.0}
    assert list(got) == [date(2024, 3, 8), date(2024, 3, 9), date(2024, 3, 10)]
    assert best_day(lines) == (date(2024, 3, 10), 6.0)
    assert daily_totals([]) == {}
    assert daily_totals(["# nothing yet", ""]) == {}
    # two days equal: the earliest
    assert best_day(["2024-03-12 a 5", "2024-03-11 a 2", "2024-03-11 b 3"]) == (
        date(2024, 3, 11), 5.0)
    assert best_day(["2024-03-12 a 5", "2024-03-13 a 2", "2024-03-13 b 3.5"]) == (
        date(2024, 3, 13), 5.5)


def test_season_syrup():
    assert season_syrup(["2024-03-01 a 43", "2024-03-01 b 43"]) == 2.0
    assert season_syrup(["2024-03-01 a 43", "2024-03-01 b 43"], sugar=3) == 3.0
    assert season_syrup(["2024-03-01 a 100", "2024-03-02 a 72", "2024-03-01 b 86"],
                        sugar=2.5) == 7.5
    assert season_syrup([]) == 0.0
    with pytest.raises(ValueError):
        season_syrup(LOG, sugar=0)


def test_sampled():
    rng = random.Random(5454)
    taps = ["tap1", "tap2", "tap3", "big maple", "tap4"]
    for _ in range(400):
        entries = []
        for _ in range(rng.randint(1, 25)):
            day = date(2024, 2, 20) + timedelta(days=rng.randint(0, 30))
            entries.append((day, rng.choice(taps).split()[0], rng.randint(0, 400) / 4))
        lines = [f"{d.isoformat()} {t} {v}" for d, t, v in entries]
        want = {}
        for d, _t, v in entries:
            want[d] = want.get(d, 0) + v
        got = daily_totals(lines)
        assert list(got) == sorted(want), lines
        for d in want:
            assert abs(got[d] - want[d]) < 1e-6, (lines, d)
        top = max(want.values())
        assert best_day(lines) == (min(d for d in want if want[d] == top), got[min(
            d for d in want if want[d] == top)])
        assert abs(season_syrup(lines) - sum(want.values()) * 2 / 86) <= 0.0051, lines


def test_rest_unchanged():
    assert parse_line("2024-03-04 Tap3 12.5") == (date(2024, 3, 4), "tap3", 12.5)
    for bad in ["2024-03-04 tap3", "2024-03-04 tap3 12.5 x", "04/03/2024 tap3 1",
                "2024-03-04 tap3 lots", "2024-03-04 tap3 -1"]:
        with pytest.raises(ValueError):
            parse_line(bad)
    with pytest.raises(ValueError):
        daily_totals(["2024-03-04 tap3"])
    assert tap_totals(LOG) == {"tap1": 20.5, "tap2": 15.5, "tap3": 4.25}
    assert list(tap_totals(["2024-03-01 b 2", "2024-03-01 a 2", "2024-03-02 c 5"])) == [
        "c", "a", "b"]
    with pytest.raises(ValueError):
        best_day([])
    with pytest.raises(ValueError):
        best_day(["# empty"])
    assert syrup_from_sap(86) == 2.0
    assert syrup_from_sap(43, sugar=1.5) == 0.75
    assert syrup_from_sap(100, 2) == 2.33
    assert syrup_from_sap(0) == 0.0
    for bad in [(10, 0), (10, -1), (-5, 2)]:
        with pytest.raises(ValueError):
            syrup_from_sap(*bad)
    assert bottles(0.94) == (3, 190)
    assert bottles(2.0) == (8, 0)
    assert bottles(0.1) == (0, 100)
    assert bottles(0) == (0, 0)
    with pytest.raises(ValueError):
        bottles(-0.5)
