import pytest

from erg import format_time, parse_time, session, split, watts


def test_parse_time():
    assert parse_time("1:52.4") == pytest.approx(112.4)
    assert parse_time("7:31") == 451
    assert parse_time(" 0:58.7 ") == pytest.approx(58.7)
    assert parse_time("20:00.0") == 1200
    for bad in ["1:5", "1:60", "92.5", "", "1:52.45", "a:bc"]:
        with pytest.raises(ValueError):
            parse_time(bad)


def test_format_time():
    assert format_time(112.4) == "1:52.4"
    assert format_time(65.3) == "1:05.3"
    assert format_time(7.0) == "0:07.0"
    assert format_time(452.04) == "7:32.0"
    assert format_time(3600) == "60:00.0"


def test_format_time_rounds_up_to_a_whole_minute():
    assert format_time(119.96) == "2:00.0"
    assert format_time(59.97) == "1:00.0"
    assert format_time(479.99) == "8:00.0"


def test_split():
    assert split(2000, 452.0) == pytest.approx(113.0)
    assert split(5000, 1200) == pytest.approx(120.0)
    assert split(750, 150.3) == pytest.approx(100.2)
    assert split(1250, 300) == pytest.approx(120.0)
    assert split(100, 18.5) == pytest.approx(92.5)
    with pytest.raises(ValueError):
        split(0, 100)
    with pytest.raises(ValueError):
        split(500, 0)


def test_watts():
    assert watts(120) == 203
    assert watts(105) == 302
    assert watts(90) == 480
    assert watts(150) == 104


def test_session():
    assert session([(1000, "3:40.0"), (750, "2:50.5"), (500, "1:49.9")]) == {
        "metres": 2250, "time": "8:20.4", "split": "1:51.2"}
    assert session([(250, "0:52.3"), (250, "0:51.9"), (250, "0:52.0")]) == {
        "metres": 750, "time": "2:36.2", "split": "1:44.1"}
    with pytest.raises(ValueError):
        session([])
