import os
import subprocess
import sys

sys.path.insert(0, os.getcwd())

import pytest

from rooms import RoomCalendar


def make():
    cal = RoomCalendar(["oak", "pine", "elm"])
    cal.book("oak", 540, 600, "ann")
    cal.book("oak", 660, 720, "bob")
    return cal


def test_prompt_example():
    assert make().free_slots("oak", 480, 780) == [(480, 540), (600, 660), (720, 780)]


def test_empty_room_whole_window():
    assert make().free_slots("pine", 480, 1020) == [(480, 1020)]


def test_clipping_both_sides():
    cal = make()
    assert cal.free_slots("oak", 570, 690) == [(600, 660)]


def test_booking_after_window_does_not_extend_gap():
    cal = make()
    assert cal.free_slots("oak", 600, 650) == [(600, 650)]
    assert cal.free_slots("oak", 300, 500) == [(300, 500)]


def test_booking_before_window_ignored():
    cal = make()
    assert cal.free_slots("oak", 730, 800) == [(730, 800)]
    cal.book("elm", 100, 200, "z")
    cal.book("elm", 400, 450, "y")
    assert cal.free_slots("elm", 300, 500) == [(300, 400), (450, 500)]


def test_window_fully_booked():
    cal = make()
    assert cal.free_slots("oak", 540, 600) == []
    assert cal.free_slots("oak", 550, 590) == []


def test_back_to_back_bookings_leave_no_gap():
    cal = make()
    cal.book("oak", 600, 660, "cy")
    assert cal.free_slots("oak", 480, 780) == [(480, 540), (720, 780)]


def test_window_edges_touch_bookings():
    cal = make()
    assert cal.free_slots("oak", 600, 660) == [(600, 660)]


def test_min_length_inclusive():
    cal = make()
    assert cal.free_slots("oak", 480, 780, min_length=60) == [(480, 540), (600, 660), (720, 780)]
    assert cal.free_slots("oak", 480, 780, 61) == []
    assert cal.free_slots("oak", 500, 780, min_length=50) == [(600, 660), (720, 780)]
    assert cal.free_slots("oak", 500, 780, min_length=40) == [(500, 540), (600, 660), (720, 780)]


def test_unsorted_booking_order():
    cal = RoomCalendar(["x"])
    cal.book("x", 800, 900, "a")
    cal.book("x", 100, 200, "b")
    cal.book("x", 400, 500, "c")
    assert cal.free_slots("x", 0, 1000) == [(0, 100), (200, 400), (500, 800), (900, 1000)]


def test_unknown_room():
    with pytest.raises(KeyError):
        make().free_slots("birch", 0, 100)


@pytest.mark.parametrize("start,end", [(600, 600), (700, 600)])
def test_bad_window(start, end):
    with pytest.raises(ValueError):
        make().free_slots("oak", start, end)


def test_does_not_change_bookings():
    cal = make()
    cal.free_slots("oak", 0, 1440)
    assert cal.bookings("oak") == [(540, 600, "ann"), (660, 720, "bob")]


def test_existing_tests_pass():
    env = dict(os.environ, PYTEST_DISABLE_PLUGIN_AUTOLOAD="1")
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider",
                        "test_rooms.py"], capture_output=True, text=True, env=env, timeout=300)
    assert r.returncode == 0, r.stdout + r.stderr
