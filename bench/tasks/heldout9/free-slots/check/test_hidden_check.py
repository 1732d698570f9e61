from calendar_gaps import free_slots


def test_no_busy_whole_day():
    assert free_slots([], "09:00", "17:00") == [("09:00", "17:00")]


def test_simple_gaps_in_order():
    busy = [("13:00", "14:00"), ("09:30", "10:00")]
    assert free_slots(busy, "09:00", "17:00") == [
        ("09:00", "09:30"), ("10:00", "13:00"), ("14:00", "17:00")]


def test_overlapping_and_touching_merge():
    busy = [("10:00", "11:00"), ("10:30", "12:00"), ("12:00", "12:30")]
    assert free_slots(busy, "09:00", "17:00") == [("09:00", "10:00"), ("12:30", "17:00")]


def test_contained_period():
    busy = [("09:00", "12:00"), ("10:00", "11:00")]
    assert free_slots(busy, "08:00", "13:00") == [("08:00", "09:00"), ("12:00", "13:00")]


def test_clipped_to_day():
    busy = [("07:00", "09:30"), ("16:30", "19:00")]
    assert free_slots(busy, "09:00", "17:00") == [("09:30", "16:30")]


def test_outside_day_ignored():
    busy = [("06:00", "07:00"), ("18:00", "19:00")]
    assert free_slots(busy, "09:00", "17:00") == [("09:00", "17:00")]


def test_busy_touching_day_edges_no_empty_gap():
    busy = [("09:00", "10:00"), ("16:00", "17:00")]
    assert free_slots(busy, "09:00", "17:00") == [("10:00", "16:00")]


def test_fully_busy():
    assert free_slots([("08:00", "18:00")], "09:00", "17:00") == []


def test_min_minutes_inclusive():
    busy = [("09:30", "10:00"), ("10:45", "11:00"), ("11:20", "12:00")]
    result = free_slots(busy, "09:00", "12:00", min_minutes=30)
    assert result == [("09:00", "09:30"), ("10:00", "10:45")]
    result = free_slots(busy, "09:00", "12:00", min_minutes=31)
    assert result == [("10:00", "10:45")]
    result = free_slots(busy, "09:00", "12:00", min_minutes=20)
    assert result == [("09:00", "09:30"), ("10:00", "10:45"), ("11:00", "11:20")]
    result = free_slots(busy, "09:00", "12:00", min_minutes=21)
    assert result == [("09:00", "09:30"), ("10:00", "10:45")]


def test_min_minutes_default_returns_short_gaps_but_not_empty():
    busy = [("09:00", "09:59"), ("10:00", "17:00")]
    assert free_slots(busy, "09:00", "17:00") == [("09:59", "10:00")]


def test_zero_padding():
    busy = [("08:05", "09:00")]
    assert free_slots(busy, "07:00", "10:00") == [("07:00", "08:05"), ("09:00", "10:00")]
