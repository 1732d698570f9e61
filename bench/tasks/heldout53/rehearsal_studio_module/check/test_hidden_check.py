"""Hidden check for rehearsal_studio_module: studio.py with parse_slot, session_cost, clashes and
free_time as the prompt describes them, examples and error rules."""

import os
import random
import sys
from datetime import date, datetime, timedelta

import pytest

sys.path.insert(0, os.getcwd())
import studio  # noqa: E402

D = date(2024, 6, 3)


def at(day, hh, mm=0):
    return datetime(day.year, day.month, day.day, hh, mm)


def slot(text):
    return studio.parse_slot(text)


BOOKINGS = ["2024-06-03 10:00-12:00", "2024-06-03 16:00-19:30", "2024-06-04 09:00-23:00",
            "2024-06-03 12:30-15:15"]


def test_prompt_examples():
    start, end = slot("2024-06-03 16:00-19:30")
    assert (start, end) == (at(D, 16), at(D, 19, 30))
    assert isinstance(start, datetime) and isinstance(end, datetime)
    assert studio.session_cost(start, end) == 123.0
    assert studio.session_cost(start, end, engineer=True) == 186.0
    assert studio.session_cost(*slot("2024-06-03 10:00-12:45")) == 82.5
    bookings = [slot(t) for t in BOOKINGS]
    assert studio.clashes(bookings, *slot("2024-06-03 12:00-16:30")) == [
        (at(D, 16), at(D, 19, 30)), (at(D, 12, 30), at(D, 15, 15))]
    assert studio.free_time(bookings, D) == [("09:00", "10:00"), ("19:30", "23:00")]
    assert studio.free_time(bookings, date(2024, 6, 4)) == []
    assert studio.free_time(bookings, date(2024, 6, 5)) == [("09:00", "23:00")]


def test_parse_slot_more():
    assert slot("  2024-12-31 09:00-23:00\n") == (at(date(2024, 12, 31), 9),
                                                 at(date(2024, 12, 31), 23))
    assert slot("2024-02-29 22:45-23:00") == (at(date(2024, 2, 29), 22, 45),
                                             at(date(2024, 2, 29), 23))
    assert slot("2024-06-03 09:15-09:30") == (at(D, 9, 15), at(D, 9, 30))


@pytest.mark.parametrize("text", [
    "", "2024-06-03", "2024-06-03 16:00", "2024-06-03 16:00 - 19:30", "2024-06-03  16:00-19:30",
    "03/06/2024 16:00-19:30", "2024-06-03 9:00-11:00", "2024-06-03 16.00-19.30",
    "2024-02-30 10:00-12:00", "2023-02-29 10:00-12:00", "2024-13-01 10:00-12:00",
    "2024-06-03 10:75-12:00", "2024-06-03 22:00-24:00", "2024-06-03 25:00-26:00",
    "2024-06-03 10:10-12:00", "2024-06-03 10:00-11:50", "2024-06-03 12:00-12:00",
    "2024-06-03 14:00-12:00", "2024-06-03 08:45-10:00", "2024-06-03 21:00-23:15",
    "2024-06-03 00:00-02:00", "2024-06-03 10:00-12:00 extra",
])
def test_parse_slot_errors(text):
    with pytest.raises(ValueError):
        studio.parse_slot(text)


def expected_cost(a, b, engineer):
    day = max(0, min(b, 1080) - a)
    evening = max(0, b - max(a, 1080))
    cost = day / 60 * 30 + evening / 60 * 42
    if engineer:
        cost += (b - a) / 60 * 18
    return cost


def test_session_cost_more():
    assert studio.session_cost(at(D, 18), at(D, 20)) == 84.0
    assert studio.session_cost(at(D, 9), at(D, 18)) == 270.0
    assert studio.session_cost(at(D, 9), at(D, 23)) == 480.0
    assert studio.session_cost(at(D, 17, 45), at(D, 18, 15)) == 18.0
    assert studio.session_cost(at(D, 22, 45), at(D, 23), engineer=True) == 15.0
    assert studio.session_cost(at(D, 9), at(D, 9, 15)) == 7.5
    rng = random.Random(53)
    for _ in range(1000):
        a = rng.randrange(540, 1380, 15)
        b = rng.randrange(a + 15, 1381, 15)
        engineer = rng.random() < 0.5
        got = studio.session_cost(at(D, a // 60, a % 60), at(D, b // 60, b % 60), engineer)
        assert got == pytest.approx(expected_cost(a, b, engineer)), (a, b, engineer)
        assert round(got, 2) == pytest.approx(got)


def test_clashes_more():
    bookings = [slot(t) for t in BOOKINGS]
    assert studio.clashes(bookings, *slot("2024-06-03 12:00-12:30")) == []
    assert studio.clashes(bookings, *slot("2024-06-03 09:00-10:00")) == []
    assert studio.clashes(bookings, *slot("2024-06-03 19:30-23:00")) == []
    assert studio.clashes(bookings, *slot("2024-06-03 11:45-12:45")) == [
        (at(D, 10), at(D, 12)), (at(D, 12, 30), at(D, 15, 15))]
    assert studio.clashes(bookings, *slot("2024-06-03 09:00-23:00")) == [
        bookings[0], bookings[1], bookings[3]]
    assert studio.clashes(bookings, *slot("2024-06-04 18:00-19:00")) == [bookings[2]]
    assert studio.clashes(bookings, *slot("2024-06-03 16:30-17:00")) == [bookings[1]]
    assert studio.clashes([], *slot("2024-06-03 16:30-17:00")) == []


def test_free_time_more():
    assert studio.free_time([], D) == [("09:00", "23:00")]
    day = [slot("2024-06-03 10:00-11:00"), slot("2024-06-03 11:00-13:00"),
           slot("2024-06-03 14:00-22:15")]
    assert studio.free_time(day, D) == [("09:00", "10:00"), ("13:00", "14:00")]
    assert studio.free_time([slot("2024-06-03 09:45-22:00")], D) == [("22:00", "23:00")]
    assert studio.free_time([slot("2024-06-03 09:00-22:15")], D) == []
    assert studio.free_time([slot("2024-06-03 13:00-14:00"), slot("2024-06-03 11:00-12:00")],
                            D) == [("09:00", "11:00"), ("12:00", "13:00"), ("14:00", "23:00")]
    # double-booked by mistake: still only the time nothing covers
    assert studio.free_time([slot("2024-06-03 10:00-16:00"), slot("2024-06-03 12:00-14:00")],
                            D) == [("09:00", "10:00"), ("16:00", "23:00")]
    assert studio.free_time([slot("2024-06-02 09:00-23:00")], D) == [("09:00", "23:00")]


def test_free_time_sampled():
    rng = random.Random(5353)
    for _ in range(300):
        bookings = []
        for _ in range(rng.randint(0, 6)):
            a = rng.randrange(540, 1380, 15)
            b = rng.randrange(a + 15, 1381, 15)
            day = D + timedelta(days=rng.choice([0, 0, 0, 1]))
            bookings.append((at(day, a // 60, a % 60), at(day, b // 60, b % 60)))
        busy = [False] * 1440
        for s, e in bookings:
            if s.date() == D:
                for m in range(s.hour * 60 + s.minute, e.hour * 60 + e.minute):
                    busy[m] = True
        want, m = [], 540
        while m < 1380:
            if busy[m]:
                m += 1
                continue
            n = m
            while n < 1380 and not busy[n]:
                n += 1
            if n - m >= 60:
                want.append((f"{m // 60:02d}:{m % 60:02d}", f"{n // 60:02d}:{n % 60:02d}"))
            m = n
        assert studio.free_time(bookings, D) == want, bookings
