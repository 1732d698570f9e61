from timetable import next_departure


def test_examples():
    assert next_departure(["09:15", "07:40", "12:00"], "08:00") == "09:15"
    assert next_departure(["09:15", "07:40", "12:00"], "13:00") == "07:40"


def test_departure_exactly_now_counts():
    assert next_departure(["06:30", "08:00", "10:45"], "08:00") == "08:00"


def test_unsorted_list():
    deps = ["23:10", "05:55", "17:20", "11:05", "14:30"]
    assert next_departure(deps, "12:00") == "14:30"
    assert next_departure(deps, "00:00") == "05:55"
    assert next_departure(deps, "17:21") == "23:10"


def test_wraps_to_first_departure_tomorrow():
    deps = ["18:00", "06:15", "12:30"]
    assert next_departure(deps, "18:01") == "06:15"
    assert next_departure(deps, "23:59") == "06:15"


def test_empty_list():
    assert next_departure([], "10:00") is None


def test_single_departure():
    assert next_departure(["07:00"], "06:59") == "07:00"
    assert next_departure(["07:00"], "07:01") == "07:00"

