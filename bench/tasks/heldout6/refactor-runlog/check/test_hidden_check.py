import pytest

import runlog
from runlog import csv_report, longest_run, summary_dict, text_report

WEEK = [
    {"date": "2024-05-01", "km": 5.2, "minutes": 31},
    {"date": "2024-05-03", "km": 10.0, "minutes": 58},
    {"date": "2024-05-05", "km": 3.3, "minutes": 20},
]

FAKE = {"runs": 7, "km": 42.26, "minutes": 250, "pace": 5.917}


# the tests of test_runlog.py

def test_text_report():
    assert text_report(WEEK) == "3 runs, 18.5 km, 109 min, pace 5.89 min/km"


def test_csv_report():
    assert csv_report(WEEK) == "runs,km,minutes,pace\n3,18.5,109,5.89\n"


def test_summary_dict():
    assert summary_dict(WEEK) == {"runs": 3, "km": 18.5, "minutes": 109, "pace": 5.89}


def test_empty_log():
    assert text_report([]) == "0 runs, 0.0 km, 0 min, pace 0.00 min/km"
    assert csv_report([]) == "runs,km,minutes,pace\n0,0.0,0,0.00\n"
    assert summary_dict([]) == {"runs": 0, "km": 0.0, "minutes": 0, "pace": 0.0}


def test_longest_run():
    assert longest_run(WEEK)["date"] == "2024-05-03"
    assert longest_run([]) is None


# the new function

def test_totals():
    t = runlog.totals(WEEK)
    assert set(t) == {"runs", "km", "minutes", "pace"}
    assert t["runs"] == 3
    assert t["km"] == pytest.approx(18.5)
    assert t["minutes"] == 109
    assert t["pace"] == pytest.approx(109 / 18.5)


def test_totals_pace_not_rounded():
    t = runlog.totals([{"date": "2024-06-01", "km": 3.0, "minutes": 20}])
    assert t["pace"] == pytest.approx(20 / 3, rel=1e-9)
    assert t["pace"] != round(t["pace"], 2)


def test_totals_empty():
    t = runlog.totals([])
    assert t["runs"] == 0 and t["km"] == 0 and t["minutes"] == 0
    assert t["pace"] == 0


def test_other_outputs_unchanged():
    entries = [{"date": "2024-06-01", "km": 7.25, "minutes": 44},
               {"date": "2024-06-02", "km": 2.5, "minutes": 16}]
    assert text_report(entries) == "2 runs, 9.8 km, 60 min, pace 6.15 min/km"
    assert csv_report(entries) == "runs,km,minutes,pace\n2,9.8,60,6.15\n"
    assert summary_dict(entries) == {"runs": 2, "km": 9.8, "minutes": 60, "pace": 6.15}


# the three reports use totals()

def test_text_report_uses_totals(monkeypatch):
    monkeypatch.setattr(runlog, "totals", lambda entries: dict(FAKE))
    assert runlog.text_report(WEEK) == "7 runs, 42.3 km, 250 min, pace 5.92 min/km"


def test_csv_report_uses_totals(monkeypatch):
    monkeypatch.setattr(runlog, "totals", lambda entries: dict(FAKE))
    assert runlog.csv_report(WEEK) == "runs,km,minutes,pace\n7,42.3,250,5.92\n"


def test_summary_dict_uses_totals(monkeypatch):
    monkeypatch.setattr(runlog, "totals", lambda entries: dict(FAKE))
    assert runlog.summary_dict(WEEK) == {"runs": 7, "km": 42.3, "minutes": 250, "pace": 5.92}
