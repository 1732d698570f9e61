import pytest

from booking import Room, parse


def t(text):
    return parse(text)


def room_with(*slots):
    room = Room("Green")
    for i, (start, end) in enumerate(slots):
        room.book(t(start), t(end), f"p{i}")
    return room


def test_back_to_back_after():
    room = room_with(("09:00", "10:00"))
    room.book(t("10:00"), t("11:00"), "ben")
    assert len(room.bookings) == 2


def test_back_to_back_before():
    room = room_with(("10:00", "11:00"))
    room.book(t("09:00"), t("10:00"), "ben")
    assert len(room.bookings) == 2


def test_filling_a_gap_exactly():
    room = room_with(("09:00", "10:00"), ("11:00", "12:00"))
    assert room.is_free(t("10:00"), t("11:00"))
    room.book(t("10:00"), t("11:00"), "cleo")
    assert len(room.bookings) == 3


@pytest.mark.parametrize("start,end", [
    ("09:30", "10:30"),  # overlaps the start
    ("10:30", "11:30"),  # overlaps the end
    ("10:15", "10:45"),  # inside
    ("09:00", "12:00"),  # around
    ("10:00", "11:00"),  # the same slot
    ("09:59", "10:01"),  # one minute into it
    ("10:59", "11:30"),  # one minute before its end
])
def test_real_overlaps_are_refused(start, end):
    room = room_with(("10:00", "11:00"))
    assert not room.is_free(t(start), t(end))
    with pytest.raises(ValueError):
        room.book(t(start), t(end), "ben")
    assert len(room.bookings) == 1


def test_end_before_start_still_refused():
    room = Room("Green")
    with pytest.raises(ValueError):
        room.book(t("11:00"), t("10:00"), "ana")
    with pytest.raises(ValueError):
        room.book(t("10:00"), t("10:00"), "ana")
