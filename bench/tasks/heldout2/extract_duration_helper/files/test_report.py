from report import backup_line, eta, upload_summary


def test_upload_summary():
    assert upload_summary(1, 5) == "1 file uploaded in 5s"
    assert upload_summary(3, 125) == "3 files uploaded in 2m 05s"


def test_backup_line():
    assert backup_line("photos", 3723) == "backup photos took 1h 02m 03s"
    assert backup_line("db", 60) == "backup db took 1m 00s"


def test_eta():
    assert eta(45) == "about 45s left"
    assert eta(7200) == "about 2h 00m 00s left"
    assert eta(0) == "done"
