import pytest

from tide_table import classify_range, format_time, height_after_low, next_tide, parse_time


@pytest.mark.parametrize("text,minutes", [
    ("00:00", 0), ("06:45", 405), ("12:00", 720), ("23:59", 1439), (" 07:05 ", 425), ("\t18:30\n", 1110),
])
def test_parse_time(text, minutes):
    assert parse_time(text) == minutes


@pytest.mark.parametrize("text", [
    "7:30", "07:3", "24:00", "23:60", "12:75", "0730", "07-30", "07:30:00", "", "  ", "ab:cd", "-1:30", "07 30",
])
def test_parse_time_bad(text):
    with pytest.raises(ValueError):
        parse_time(text)


@pytest.mark.parametrize("minutes,text", [
    (0, "00:00"), (405, "06:45"), (65, "01:05"), (1439, "23:59"), (1440, "00:00"), (1500, "01:00"),
    (-30, "23:30"), (-1440, "00:00"), (3000, "02:00"),
])
def test_format_time(minutes, text):
    assert format_time(minutes) == text


@pytest.mark.parametrize("minutes", [True, False, 1.5, 60.0, "60", None])
def test_format_time_bad(minutes):
    with pytest.raises(TypeError):
        format_time(minutes)


def test_round_trip():
    for minutes in (0, 59, 60, 601, 1439):
        assert parse_time(format_time(minutes)) == minutes


@pytest.mark.parametrize("hours,height", [
    (0, 1.0), (1, 1.5), (2, 2.5), (3, 4.0), (4, 5.5), (5, 6.5), (6, 7.0),
])
def test_rule_of_twelfths(hours, height):
    assert height_after_low(1.0, 7.0, hours) == pytest.approx(height)


def test_height_rounded_to_two_places():
    assert height_after_low(0.0, 1.0, 1) == 0.08
    assert height_after_low(0.0, 2.0, 5) == 1.83


def test_height_equal_low_and_high():
    assert height_after_low(2.0, 2.0, 3) == 2.0


@pytest.mark.parametrize("hours", [-1, 7, 2.5, 3.0, True, "3", None])
def test_height_bad_hours(hours):
    with pytest.raises(ValueError):
        height_after_low(1.0, 7.0, hours)


def test_height_high_below_low():
    with pytest.raises(ValueError):
        height_after_low(5.0, 1.0, 3)


@pytest.mark.parametrize("low,high,kind", [
    (0.5, 5.0, "spring"), (1.0, 5.0, "spring"), (1.0, 4.5, "mid"), (1.0, 3.5, "mid"),
    (1.0, 3.0, "neap"), (1.0, 2.0, "neap"), (2.0, 2.0, "neap"), (0.0, 4.0, "spring"), (0.0, 2.0, "neap"),
])
def test_classify_range(low, high, kind):
    assert classify_range(low, high) == kind


def test_classify_range_high_below_low():
    with pytest.raises(ValueError):
        classify_range(3.0, 1.0)


TABLE = [
    ("18:40", "low", 1.1),
    ("00:15", "low", 0.9),
    ("12:20", "low", 1.0),
    ("06:30", "high", 4.8),
]


def test_next_tide_earliest_at_or_after():
    assert next_tide(TABLE, "00:00") == ("00:15", "low", 0.9)
    assert next_tide(TABLE, "05:00") == ("06:30", "high", 4.8)
    assert next_tide(TABLE, "06:31") == ("12:20", "low", 1.0)
    assert next_tide(TABLE, "12:20") == ("12:20", "low", 1.0)
    assert next_tide(TABLE, "13:00") == ("18:40", "low", 1.1)


def test_next_tide_none_after_last():
    assert next_tide(TABLE, "18:41") is None
    assert next_tide(TABLE, "23:59") is None
    assert next_tide([], "00:00") is None


def test_next_tide_by_kind():
    assert next_tide(TABLE, "00:00", kind="high") == ("06:30", "high", 4.8)
    assert next_tide(TABLE, "00:00", "low") == ("00:15", "low", 0.9)
    assert next_tide(TABLE, "07:00", kind="high") is None
    assert next_tide(TABLE, "01:00", kind="low") == ("12:20", "low", 1.0)


@pytest.mark.parametrize("kind", ["High", "ebb", "", 1])
def test_next_tide_bad_kind(kind):
    with pytest.raises(ValueError):
        next_tide(TABLE, "00:00", kind=kind)


@pytest.mark.parametrize("table,now", [
    (TABLE, "25:00"),
    (TABLE, "6:30"),
    ([("06:30", "flood", 4.8)], "00:00"),
    ([("6:30", "high", 4.8)], "00:00"),
    ([("06:30", "high", 4.8), ("24:10", "low", 1.0)], "00:00"),
])
def test_next_tide_bad_input(table, now):
    with pytest.raises(ValueError):
        next_tide(table, now)
