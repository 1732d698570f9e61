from timetable import next_departure, to_minutes

DAY = ["06:10", "07:00", "08:30", "12:15", "17:45", "22:40"]


def test_later_bus_as_before():
    assert next_departure(DAY, "06:45") == "07:00"
    assert next_departure(DAY, "12:16") == "17:45"
    assert next_departure(DAY, "00:00") == "06:10"


def test_bus_leaving_now_counts():
    assert next_departure(["08:00", "08:30"], "08:00") == "08:00"
    assert next_departure(DAY, "12:15") == "12:15"
    assert next_departure(DAY, "22:40") == "22:40"


def test_after_the_last_bus_wraps_to_next_morning():
    assert next_departure(["06:10", "22:40"], "23:05") == "06:10"
    assert next_departure(DAY, "22:41") == "06:10"
    assert next_departure(DAY, "23:59") == "06:10"
    assert next_departure(["12:00"], "12:01") == "12:00"


def test_empty_timetable():
    assert next_departure([], "08:00") is None
    assert next_departure([], "23:59") is None


def test_to_minutes_unchanged():
    assert to_minutes("07:45") == 465
