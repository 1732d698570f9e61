import pytest

from rooms import RoomCalendar


def make():
    cal = RoomCalendar(["oak", "pine"])
    cal.book("oak", 540, 600, "ann")
    cal.book("oak", 660, 720, "bob")
    return cal


def test_book_and_list():
    assert make().bookings("oak") == [(540, 600, "ann"), (660, 720, "bob")]


def test_clash():
    with pytest.raises(ValueError):
        make().book("oak", 590, 610, "cy")


def test_back_to_back_ok():
    cal = make()
    cal.book("oak", 600, 660, "cy")
    assert len(cal.bookings("oak")) == 3


def test_unknown_room():
    with pytest.raises(KeyError):
        make().book("elm", 0, 10, "x")


def test_cancel():
    cal = make()
    assert cal.cancel("oak", 540) == "ann"
    assert cal.bookings("oak") == [(660, 720, "bob")]
