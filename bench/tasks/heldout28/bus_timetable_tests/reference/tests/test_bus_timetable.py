import pytest

from bus_timetable import DuplicateDepartureError, Timetable


def table(*times, route="42"):
    t = Timetable(route)
    for time in times:
        t.add(time)
    return t


def test_route_stripped():
    assert Timetable("  42A ").route == "42A"


@pytest.mark.parametrize("route", ["", "   "])
def test_empty_route(route):
    with pytest.raises(ValueError):
        Timetable(route)


@pytest.mark.parametrize("time", ["00:00", "23:59", "09:05", "12:30"])
def test_add_valid(time):
    t = table(time)
    assert t.departures == [time]
    assert len(t) == 1


@pytest.mark.parametrize("time", ["7:05", "24:00", "12:60", "1205", "12-05", "", "ab:cd", "12:5", "012:05", None, 1205])
def test_add_malformed(time):
    t = Timetable("42")
    with pytest.raises(ValueError):
        t.add(time)
    assert len(t) == 0


def test_malformed_elsewhere():
    t = table("08:00")
    for call in (t.remove, t.next_departure, t.wait):
        with pytest.raises(ValueError):
            call("8:00")
        with pytest.raises(ValueError):
            call("24:00")


def test_duplicate():
    t = table("08:15")
    with pytest.raises(DuplicateDepartureError):
        t.add("08:15")
    with pytest.raises(ValueError):
        t.add("08:15")
    assert issubclass(DuplicateDepartureError, ValueError)
    assert len(t) == 1


def test_remove():
    t = table("08:15", "09:00")
    t.remove("08:15")
    assert t.departures == ["09:00"]
    with pytest.raises(KeyError):
        t.remove("08:15")
    with pytest.raises(KeyError):
        t.remove("10:00")
    assert len(t) == 1


def test_departures_sorted():
    t = table("17:45", "06:10", "12:00", "00:05", "23:30", "09:59")
    assert t.departures == ["00:05", "06:10", "09:59", "12:00", "17:45", "23:30"]
    assert len(t) == 6


def test_next_departure():
    t = table("08:15", "12:40", "06:30")
    assert t.next_departure("00:00") == "06:30"
    assert t.next_departure("08:00") == "08:15"
    assert t.next_departure("08:15") == "08:15"
    assert t.next_departure("08:16") == "12:40"
    assert t.next_departure("12:41") is None
    assert Timetable("1").next_departure("10:00") is None


def test_wait():
    t = table("08:15", "12:40", "06:30")
    assert t.wait("08:00") == 15
    assert t.wait("08:15") == 0
    assert t.wait("08:16") == 4 * 60 + 24
    assert t.wait("12:40") == 0


def test_wait_wraps_to_next_day():
    t = table("06:30", "08:15", "22:00")
    assert t.wait("22:01") == 1439 - 22 * 60 - 1 + 6 * 60 + 30 + 1
    assert t.wait("23:59") == 6 * 60 + 31
    assert table("00:00").wait("00:01") == 1439


def test_wait_empty():
    with pytest.raises(ValueError):
        Timetable("42").wait("10:00")


def test_busiest_hour():
    assert Timetable("42").busiest_hour is None
    t = table("07:00", "07:30", "08:00", "08:20", "08:40", "23:59")
    assert t.busiest_hour == 8
    assert table("05:10").busiest_hour == 5
    assert table("00:10").busiest_hour == 0


def test_busiest_hour_tie_earliest():
    t = table("18:00", "18:30", "07:15", "07:45", "12:00")
    assert t.busiest_hour == 7
