import pytest

from booking import Room, parse


def test_parse():
    assert parse("09:30").hour == 9
    assert parse("09:30").minute == 30


def test_book_empty_room():
    room = Room("Blue")
    room.book(parse("09:00"), parse("10:00"), "ana")
    assert room.bookings == [(parse("09:00"), parse("10:00"), "ana")]


def test_overlap_is_refused():
    room = Room("Blue")
    room.book(parse("09:00"), parse("10:00"), "ana")
    with pytest.raises(ValueError):
        room.book(parse("09:30"), parse("10:30"), "ben")


def test_end_before_start_is_refused():
    room = Room("Blue")
    with pytest.raises(ValueError):
        room.book(parse("11:00"), parse("10:00"), "ana")


def test_back_to_back_is_allowed():
    room = Room("Blue")
    room.book(parse("09:00"), parse("10:00"), "ana")
    room.book(parse("10:00"), parse("11:00"), "ben")
    assert len(room.bookings) == 2
