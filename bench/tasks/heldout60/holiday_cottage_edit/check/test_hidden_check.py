"""Hidden check for holiday_cottage_edit: the new gaps() lists the free stretches between start
and end (clipped bookings, changeover days free, short ones left out, errors), and the rest of
cottage.py still works."""

import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from cottage import gaps, is_free, load_bookings, nights, occupancy, parse_booking, price  # noqa: E402

LINES = ["2024-06-28 2024-07-03 Brown", "2024-07-06 2024-07-13 Smith",
         "2024-07-13 2024-07-20 Patel family", "2024-07-21 2024-07-27 Jones",
         "2024-08-01 2024-08-03 Lee"]
D = date


def brute(bookings, start, end, min_nights):
    booked = set()
    for arrival, departure, _ in bookings:
        day = arrival
        while day < departure:
            booked.add(day)
            day += timedelta(days=1)
    runs, day, run_start = [], start, None
    while day < end:
        if day in booked:
            if run_start is not None:
                runs.append((run_start, day))
                run_start = None
        elif run_start is None:
            run_start = day
        day += timedelta(days=1)
    if run_start is not None:
        runs.append((run_start, end))
    return [(a, b) for a, b in runs if (b - a).days >= min_nights]


def test_prompt_examples():
    bookings = load_bookings(LINES)
    assert gaps(bookings, D(2024, 7, 1), D(2024, 8, 5)) == [
        (D(2024, 7, 3), D(2024, 7, 6)), (D(2024, 7, 27), D(2024, 8, 1)),
        (D(2024, 8, 3), D(2024, 8, 5))]
    assert gaps(bookings, D(2024, 7, 1), D(2024, 8, 5), min_nights=1) == [
        (D(2024, 7, 3), D(2024, 7, 6)), (D(2024, 7, 20), D(2024, 7, 21)),
        (D(2024, 7, 27), D(2024, 8, 1)), (D(2024, 8, 3), D(2024, 8, 5))]
    assert gaps(bookings, D(2024, 7, 1), D(2024, 8, 5), 1) == gaps(
        bookings, D(2024, 7, 1), D(2024, 8, 5), min_nights=1)
    assert gaps(bookings, D(2024, 7, 1), D(2024, 8, 5), min_nights=4) == [
        (D(2024, 7, 27), D(2024, 8, 1))]
    assert gaps(bookings, D(2024, 7, 8), D(2024, 7, 12)) == []


def test_more_cases():
    bookings = load_bookings(LINES)
    assert gaps([], D(2024, 9, 1), D(2024, 9, 8)) == [(D(2024, 9, 1), D(2024, 9, 8))]
    assert gaps([], D(2024, 9, 1), D(2024, 9, 2)) == []
    assert gaps([], D(2024, 9, 1), D(2024, 9, 2), min_nights=1) == [(D(2024, 9, 1), D(2024, 9, 2))]
    assert gaps(bookings, D(2024, 6, 1), D(2024, 7, 7)) == [
        (D(2024, 6, 1), D(2024, 6, 28)), (D(2024, 7, 3), D(2024, 7, 6))]
    assert gaps(bookings, D(2024, 7, 20), D(2024, 7, 30), min_nights=1) == [
        (D(2024, 7, 20), D(2024, 7, 21)), (D(2024, 7, 27), D(2024, 7, 30))]
    assert gaps(bookings, D(2024, 7, 25), D(2024, 8, 2), min_nights=5) == [
        (D(2024, 7, 27), D(2024, 8, 1))]
    assert gaps(bookings, D(2024, 7, 25), D(2024, 8, 2), min_nights=6) == []
    assert gaps(bookings, D(2024, 7, 13), D(2024, 7, 20)) == []
    assert gaps(bookings, D(2024, 8, 3), D(2024, 8, 10)) == [(D(2024, 8, 3), D(2024, 8, 10))]


def test_sampled_against_night_by_night():
    rng = random.Random(606)
    for _ in range(400):
        lines, day = [], D(2024, 1, 1) + timedelta(days=rng.randint(0, 30))
        for i in range(rng.randint(0, 8)):
            day += timedelta(days=rng.randint(0, 6))
            leave = day + timedelta(days=rng.randint(1, 10))
            lines.append(f"{day.isoformat()} {leave.isoformat()} Guest {i}")
            day = leave
        rng.shuffle(lines)
        bookings = load_bookings(lines)
        start = D(2024, 1, 1) + timedelta(days=rng.randint(0, 60))
        end = start + timedelta(days=rng.randint(1, 60))
        least = rng.randint(1, 5)
        assert gaps(bookings, start, end, min_nights=least) == brute(
            bookings, start, end, least), (lines, start, end, least)


def test_errors():
    bookings = load_bookings(LINES)
    for bad in [0, -1, 1.5, "2"]:
        with pytest.raises(ValueError):
            gaps(bookings, D(2024, 7, 1), D(2024, 8, 1), min_nights=bad)
    with pytest.raises(ValueError):
        gaps(bookings, D(2024, 8, 1), D(2024, 8, 1))
    with pytest.raises(ValueError):
        gaps(bookings, D(2024, 8, 2), D(2024, 8, 1))


def test_rest_unchanged():
    assert parse_booking("2024-07-13 2024-07-20 Patel family") == (
        D(2024, 7, 13), D(2024, 7, 20), "Patel family")
    for bad in ["2024-07-13 2024-07-20", "2024-07-20 2024-07-13 X", "2024-07-20 2024-07-20 X",
                "13/07/2024 20/07/2024 X"]:
        with pytest.raises(ValueError):
            parse_booking(bad)
    bookings = load_bookings(["# c", "", *reversed(LINES)])
    assert [b[2] for b in bookings] == ["Brown", "Smith", "Patel family", "Jones", "Lee"]
    assert nights(bookings[1]) == 7
    assert price(D(2024, 7, 20), D(2024, 7, 23)) == 495.0
    assert price(D(2024, 6, 29), D(2024, 7, 2)) == 395.0
    with pytest.raises(ValueError):
        price(D(2024, 7, 2), D(2024, 7, 2))
    assert is_free(bookings, D(2024, 7, 3), D(2024, 7, 6))
    assert is_free(bookings, D(2024, 7, 20), D(2024, 7, 21))
    assert not is_free(bookings, D(2024, 7, 19), D(2024, 7, 21))
    assert occupancy(bookings, 2024, 8) == 6.5
    assert occupancy(bookings, 2024, 7) == 71.0
