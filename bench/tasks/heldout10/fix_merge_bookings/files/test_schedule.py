from schedule import merge_bookings, total_booked_minutes


def test_separate_bookings_stay_apart():
    assert merge_bookings([("08:00", "09:00"), ("10:00", "11:00")]) == [
        ("08:00", "09:00"),
        ("10:00", "11:00"),
    ]


def test_example_from_docs():
    bookings = [("10:00", "11:00"), ("09:00", "10:00"), ("13:00", "14:30"), ("13:30", "14:00")]
    assert merge_bookings(bookings) == [("09:00", "11:00"), ("13:00", "14:30")]


def test_touching_bookings_merge():
    assert merge_bookings([("09:00", "10:00"), ("10:00", "11:00")]) == [("09:00", "11:00")]


def test_total_minutes():
    assert total_booked_minutes([("09:00", "10:00"), ("09:30", "10:30")]) == 90
