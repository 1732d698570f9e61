import playlist as mod


def make(*lengths):
    p = mod.Playlist("test")
    for i, n in enumerate(lengths):
        p.add(f"track {i}", n)
    return p


def test_empty():
    assert mod.Playlist("empty").total_time() == "0:00"


def test_under_an_hour():
    assert make(187).total_time() == "3:07"
    assert make(59).total_time() == "0:59"
    assert make(60).total_time() == "1:00"
    assert make(120, 67).total_time() == "3:07"


def test_minutes_not_padded_but_seconds_are():
    assert make(5).total_time() == "0:05"
    assert make(600, 5).total_time() == "10:05"
    assert make(3599).total_time() == "59:59"


def test_exactly_one_hour():
    assert make(3600).total_time() == "1:00:00"
    assert make(1800, 1800).total_time() == "1:00:00"


def test_over_an_hour():
    assert make(3725).total_time() == "1:02:05"
    assert make(3000, 725).total_time() == "1:02:05"
    assert make(37230).total_time() == "10:20:30"


def test_after_remove():
    p = make(3000, 725)
    p.remove("track 0")
    assert p.total_time() == "12:05"
