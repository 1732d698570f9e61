import dataclasses
import os
import sys
from datetime import datetime

import pytest

sys.path.insert(0, os.getcwd())

import readings  # noqa: E402
from readings import Reading, average_celsius, daily_max, max_reading, parse_readings  # noqa: E402

LOG = """# kitchen sensor
2024-05-01T08:00,21.5,C
2024-05-01T12:00,77,F

2024-05-01T18:00,NA,C
   # indented comment
2024-05-02T08:00, 19.0 ,c
 2024-05-02T12:00 , 68 , f
2024-05-02T13:00, NA ,F
""".splitlines()


# --- behaviour of the existing functions (unchanged) -------------------------

def test_average():
    assert average_celsius(LOG) == pytest.approx(21.38)


def test_average_no_readings():
    assert average_celsius(["# nothing", "", "2024-05-01T08:00,NA,C"]) is None
    assert average_celsius([]) is None


def test_average_rounded():
    assert average_celsius(["2024-01-01T00:00,1,C", "2024-01-01T01:00,1,C", "2024-01-01T02:00,2,C"]) == 1.33


def test_max_reading():
    assert max_reading(LOG) == (datetime(2024, 5, 1, 12, 0), pytest.approx(25.0))
    assert isinstance(max_reading(LOG), tuple)


def test_max_reading_tie_keeps_first():
    lines = ["2024-05-01T08:00,20,C", "2024-05-01T09:00,68,F", "2024-05-01T10:00,19,C"]
    assert max_reading(lines) == (datetime(2024, 5, 1, 8, 0), pytest.approx(20.0))


def test_max_reading_empty():
    assert max_reading([]) is None
    assert max_reading(["# x", "2024-05-01T08:00,NA,C"]) is None


def test_daily_max():
    assert daily_max(LOG) == {"2024-05-01": pytest.approx(25.0), "2024-05-02": pytest.approx(20.0)}


def test_daily_max_sorted_days():
    lines = ["2024-05-03T08:00,1,C", "2024-05-01T08:00,2,C", "2024-05-03T09:00,-4,C"]
    assert list(daily_max(lines)) == ["2024-05-01", "2024-05-03"]
    assert daily_max(lines)["2024-05-03"] == pytest.approx(1.0)
    assert daily_max([]) == {}


# --- the new pieces ----------------------------------------------------------

def test_reading_is_dataclass():
    assert dataclasses.is_dataclass(Reading)
    names = [f.name for f in dataclasses.fields(Reading)]
    assert names == ["timestamp", "celsius"]
    r = Reading(timestamp=datetime(2024, 1, 1), celsius=3.5)
    assert r.timestamp == datetime(2024, 1, 1) and r.celsius == 3.5


def test_parse_readings():
    result = parse_readings(LOG)
    assert isinstance(result, list)
    assert all(isinstance(r, Reading) for r in result)
    assert [r.timestamp for r in result] == [
        datetime(2024, 5, 1, 8, 0),
        datetime(2024, 5, 1, 12, 0),
        datetime(2024, 5, 2, 8, 0),
        datetime(2024, 5, 2, 12, 0),
    ]
    assert [r.celsius for r in result] == pytest.approx([21.5, 25.0, 19.0, 20.0])


def test_parse_readings_empty():
    assert parse_readings([]) == []
    assert parse_readings(["", "# c", "2024-05-01T08:00,NA,F"]) == []


def test_parse_readings_fahrenheit():
    (r,) = parse_readings(["2024-05-01T08:00,212,F"])
    assert r.celsius == pytest.approx(100.0)
    (r,) = parse_readings(["2024-05-01T08:00,-40,f"])
    assert r.celsius == pytest.approx(-40.0)


FAKE = [
    Reading(datetime(2024, 1, 1, 8), 10.0),
    Reading(datetime(2024, 1, 1, 9), 20.0),
    Reading(datetime(2024, 1, 2, 9), 5.0),
]


@pytest.fixture
def fake_parser(monkeypatch):
    calls = []

    def fake(lines):
        calls.append(list(lines))
        return list(FAKE)

    monkeypatch.setattr(readings, "parse_readings", fake)
    return calls


def test_average_uses_parse_readings(fake_parser):
    assert readings.average_celsius(["not a reading"]) == pytest.approx(11.67)
    assert fake_parser


def test_max_reading_uses_parse_readings(fake_parser):
    assert readings.max_reading(["not a reading"]) == (datetime(2024, 1, 1, 9), pytest.approx(20.0))
    assert fake_parser


def test_daily_max_uses_parse_readings(fake_parser):
    assert readings.daily_max(["not a reading"]) == {"2024-01-01": pytest.approx(20.0),
                                                     "2024-01-02": pytest.approx(5.0)}
    assert fake_parser
