import schedule as mod


def test_prompt_example():
    bookings = [("10:00", "11:00"), ("09:00", "10:00"), ("13:00", "14:30"), ("13:30", "14:00")]
    assert mod.merge_bookings(bookings) == [("09:00", "11:00"), ("13:00", "14:30")]


def test_touching_merge():
    assert mod.merge_bookings([("09:00", "10:00"), ("10:00", "11:00")]) == [("09:00", "11:00")]


def test_overlap_merge():
    assert mod.merge_bookings([("09:00", "10:15"), ("10:00", "11:00")]) == [("09:00", "11:00")]


def test_contained_booking_disappears():
    assert mod.merge_bookings([("08:00", "12:00"), ("09:00", "10:00")]) == [("08:00", "12:00")]
    assert mod.merge_bookings([("08:00", "12:00"), ("09:00", "10:00"), ("11:00", "11:30")]) == [
        ("08:00", "12:00")
    ]


def test_unsorted_input_sorted_output():
    bookings = [("15:00", "16:00"), ("07:30", "08:00"), ("12:00", "12:45")]
    assert mod.merge_bookings(bookings) == [("07:30", "08:00"), ("12:00", "12:45"), ("15:00", "16:00")]


def test_gap_of_one_minute_stays_apart():
    assert mod.merge_bookings([("09:00", "10:00"), ("10:01", "11:00")]) == [
        ("09:00", "10:00"),
        ("10:01", "11:00"),
    ]


def test_chain_and_results_are_tuples():
    result = mod.merge_bookings([("11:00", "12:00"), ("09:00", "10:00"), ("10:00", "11:00")])
    assert result == [("09:00", "12:00")]
    assert all(isinstance(item, tuple) for item in result)


def test_empty():
    assert mod.merge_bookings([]) == []
