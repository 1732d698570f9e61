import pytest
import report


@pytest.mark.parametrize("seconds, text", [
    (0, "0s"), (7, "7s"), (59, "59s"), (60, "1m 00s"), (125, "2m 05s"), (3599, "59m 59s"),
    (3600, "1h 00m 00s"), (3723, "1h 02m 03s"), (90061, "25h 01m 01s"),
])
def test_format_duration(seconds, text):
    assert report.format_duration(seconds) == text


def test_behaviour_unchanged():
    assert report.upload_summary(1, 5) == "1 file uploaded in 5s"
    assert report.upload_summary(0, 0) == "0 files uploaded in 0s"
    assert report.upload_summary(3, 125) == "3 files uploaded in 2m 05s"
    assert report.backup_line("photos", 3723) == "backup photos took 1h 02m 03s"
    assert report.backup_line("db", 60) == "backup db took 1m 00s"
    assert report.eta(45) == "about 45s left"
    assert report.eta(7200) == "about 2h 00m 00s left"
    assert report.eta(0) == "done"
    assert report.eta(-5) == "done"


def test_all_three_functions_use_format_duration(monkeypatch):
    calls = []

    def fake(seconds):
        calls.append(seconds)
        return "DUR"

    monkeypatch.setattr(report, "format_duration", fake)
    assert report.upload_summary(3, 125) == "3 files uploaded in DUR"
    assert report.backup_line("photos", 3723) == "backup photos took DUR"
    assert report.eta(45) == "about DUR left"
    assert calls == [125, 3723, 45]
