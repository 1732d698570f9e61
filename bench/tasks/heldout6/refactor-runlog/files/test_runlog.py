from runlog import csv_report, longest_run, summary_dict, text_report

WEEK = [
    {"date": "2024-05-01", "km": 5.2, "minutes": 31},
    {"date": "2024-05-03", "km": 10.0, "minutes": 58},
    {"date": "2024-05-05", "km": 3.3, "minutes": 20},
]


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
