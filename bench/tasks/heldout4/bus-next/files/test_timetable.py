from timetable import next_departure, to_minutes


def test_to_minutes():
    assert to_minutes("07:45") == 465
    assert to_minutes("00:00") == 0


def test_next_departure():
    assert next_departure(["06:10", "07:00", "08:30"], "06:45") == "07:00"
