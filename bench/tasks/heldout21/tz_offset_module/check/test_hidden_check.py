import os
import sys

import pytest

sys.path.insert(0, os.getcwd())
import tzoffset as tz  # noqa: E402


def test_prompt_examples():
    assert tz.parse_offset("-03:30") == -210
    assert tz.format_offset(345) == "+05:45"
    assert tz.convert("23:15", "+01:00", "-05:00") == ("17:15", 0)
    assert tz.convert("01:30", "Z", "-03:30") == ("22:00", -1)


@pytest.mark.parametrize("text,minutes", [
    ("Z", 0), ("UTC", 0), ("+00:00", 0), ("-00:00", 0), ("+05:30", 330), ("-00:45", -45),
    ("-00:30", -30), ("+14:00", 840), ("-12:00", -720), ("UTC+05:45", 345), ("UTC-09:30", -570),
    ("+12:45", 765), ("-11:15", -675),
])
def test_parse_ok(text, minutes):
    assert tz.parse_offset(text) == minutes


@pytest.mark.parametrize("text", [
    "05:30", "+5:30", "+05:3", "+0530", "+05:20", "+14:15", "-12:15", "+15:00", "-13:00",
    "utc", "z", "UTC+", "GMT+01:00", "+05:30 ", " +05:30", "UTC 05:30", "+05:60", "",
])
def test_parse_bad(text):
    with pytest.raises(ValueError):
        tz.parse_offset(text)


@pytest.mark.parametrize("minutes,text", [
    (0, "+00:00"), (330, "+05:30"), (-210, "-03:30"), (-30, "-00:30"), (840, "+14:00"),
    (-720, "-12:00"), (45, "+00:45"), (-675, "-11:15"),
])
def test_format_ok(minutes, text):
    assert tz.format_offset(minutes) == text


@pytest.mark.parametrize("minutes", [841, 855, -721, -735, 20, -50, 1])
def test_format_bad(minutes):
    with pytest.raises(ValueError):
        tz.format_offset(minutes)


def test_roundtrip():
    for m in range(-720, 841, 15):
        assert tz.parse_offset(tz.format_offset(m)) == m


@pytest.mark.parametrize("args,expected", [
    (("12:00", "Z", "Z"), ("12:00", 0)),
    (("00:00", "+00:00", "-00:15"), ("23:45", -1)),
    (("23:59", "Z", "+00:15"), ("00:14", 1)),
    (("23:00", "-12:00", "+14:00"), ("01:00", 2)),
    (("00:30", "+14:00", "-12:00"), ("22:30", -2)),
    (("22:00", "-10:00", "+14:00"), ("22:00", 1)),
    (("09:00", "UTC+05:30", "UTC-04:00"), ("23:30", -1)),
    (("10:00", "+05:45", "+05:45"), ("10:00", 0)),
    (("00:00", "-03:30", "Z"), ("03:30", 0)),
    (("20:30", "-03:30", "Z"), ("00:00", 1)),
    (("03:29", "Z", "-03:30"), ("23:59", -1)),
    (("03:30", "Z", "-03:30"), ("00:00", 0)),
])
def test_convert(args, expected):
    assert tz.convert(*args) == expected


@pytest.mark.parametrize("clock", ["24:00", "9:00", "12:60", "1200", "noon", "", "12:00 "])
def test_convert_bad_clock(clock):
    with pytest.raises(ValueError):
        tz.convert(clock, "Z", "Z")


def test_convert_bad_offset():
    with pytest.raises(ValueError):
        tz.convert("12:00", "+15:00", "Z")
    with pytest.raises(ValueError):
        tz.convert("12:00", "Z", "+01:10")
