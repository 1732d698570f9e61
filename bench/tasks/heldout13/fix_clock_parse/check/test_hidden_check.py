import os
import sys

import pytest

sys.path.insert(0, os.getcwd())

from clock import duration, format_12h, to_minutes  # noqa: E402


@pytest.mark.parametrize("text,minutes", [
    ("12:15 AM", 15),
    ("12:00 AM", 0),
    ("12:00 am", 0),
    ("12:30 PM", 750),
    ("12:00PM", 720),
    ("1:00 PM", 780),
    ("11:59 PM", 1439),
    ("7:05PM", 1145),
    ("7:05 pm", 1145),
    ("1:00 AM", 60),
    ("11:59 AM", 719),
    ("00:00", 0),
    ("0:30", 30),
    ("12:30", 750),
    ("19:05", 1145),
    ("23:59", 1439),
])
def test_to_minutes(text, minutes):
    assert to_minutes(text) == minutes


@pytest.mark.parametrize("text", [
    "13:00 PM", "0:30 AM", "00:15 am", "24:00", "7:60 AM", "12:75", "noon", "", "7 PM",
])
def test_to_minutes_rejects(text):
    with pytest.raises(ValueError):
        to_minutes(text)


@pytest.mark.parametrize("minutes,text", [
    (0, "12:00 AM"),
    (15, "12:15 AM"),
    (65, "1:05 AM"),
    (719, "11:59 AM"),
    (720, "12:00 PM"),
    (750, "12:30 PM"),
    (780, "1:00 PM"),
    (1145, "7:05 PM"),
    (1439, "11:59 PM"),
])
def test_format_12h(minutes, text):
    assert format_12h(minutes) == text


def test_round_trip():
    for m in range(0, 1440, 7):
        assert to_minutes(format_12h(m)) == m


@pytest.mark.parametrize("start,end,minutes", [
    ("10:00 PM", "6:00 AM", 480),
    ("9:00 AM", "5:30 PM", 510),
    ("9:00 AM", "17:30", 510),
    ("11:30 PM", "12:10 AM", 40),
    ("12:00 PM", "12:00 AM", 720),
    ("8:15 AM", "8:15 AM", 0),
    ("12:00 AM", "11:59 PM", 1439),
])
def test_duration(start, end, minutes):
    assert duration(start, end) == minutes
