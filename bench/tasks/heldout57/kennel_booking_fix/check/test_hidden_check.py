"""Hidden check for kennel_booking_fix: a dog no longer counts on the night of the day it
leaves (arrive <= night < leave), free_kennels and can_take follow, and the rest of
kennels.py still works as before."""

import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
import kennels  # noqa: E402
from kennels import (can_take, free_kennels, nights, occupied, parse_day,  # noqa: E402
                     peak_nights, stay_cost)

D = date


def test_reported_case():
    bookings = [(D(2024, 8, 10), D(2024, 8, 14))] + [(D(2024, 8, 12), D(2024, 8, 19))] * 11
    assert occupied(bookings, D(2024, 8, 14)) == 11
    assert free_kennels(bookings, D(2024, 8, 14)) == 1
    assert can_take(bookings, D(2024, 8, 14), D(2024, 8, 17)) is True


def test_occupied_edges():
    bookings = [(D(2024, 8, 10), D(2024, 8, 14)), (D(2024, 8, 14), D(2024, 8, 16)),
                (D(2024, 8, 13), D(2024, 8, 14)), (D(2024, 8, 1), D(2024, 8, 31))]
    assert occupied(bookings, D(2024, 8, 9)) == 1
    assert occupied(bookings, D(2024, 8, 10)) == 2
    assert occupied(bookings, D(2024, 8, 13)) == 3
    assert occupied(bookings, D(2024, 8, 14)) == 2
    assert occupied(bookings, D(2024, 8, 15)) == 2
    assert occupied(bookings, D(2024, 8, 16)) == 1
    assert occupied(bookings, D(2024, 8, 31)) == 0
    assert occupied([], D(2024, 8, 14)) == 0
    assert free_kennels(bookings, D(2024, 8, 14)) == 10
    assert free_kennels(bookings, D(2024, 8, 31)) == 12
    assert free_kennels([], D(2024, 1, 1)) == 12


def test_can_take():
    full = [(D(2024, 7, 1), D(2024, 7, 20))] * 12
    assert can_take(full, D(2024, 7, 20), D(2024, 7, 22)) is True
    assert can_take(full, D(2024, 7, 19), D(2024, 7, 22)) is False
    assert can_take(full, D(2024, 6, 25), D(2024, 7, 1)) is True
    assert can_take(full, D(2024, 6, 25), D(2024, 7, 2)) is False
    half = [(D(2024, 7, 1), D(2024, 7, 5))] * 6 + [(D(2024, 7, 5), D(2024, 7, 9))] * 6
    assert can_take(half, D(2024, 7, 1), D(2024, 7, 9)) is True
    more = half + [(D(2024, 7, 5), D(2024, 7, 7))] * 6
    assert can_take(more, D(2024, 7, 3), D(2024, 7, 5)) is True
    assert can_take(more, D(2024, 7, 3), D(2024, 7, 6)) is False
    assert can_take(more, D(2024, 7, 6), D(2024, 7, 7)) is False
    assert can_take(more, D(2024, 7, 7), D(2024, 7, 12)) is True


def test_sampled():
    rng = random.Random(5757)
    start = D(2024, 6, 1)
    for _ in range(300):
        bookings = []
        for _ in range(rng.randint(0, 20)):
            a = start + timedelta(days=rng.randint(0, 40))
            bookings.append((a, a + timedelta(days=rng.randint(1, 10))))
        for i in range(55):
            night = start + timedelta(days=i)
            want = sum(1 for a, b in bookings if a <= night < b)
            assert occupied(bookings, night) == want
            assert free_kennels(bookings, night) == 12 - want
        a = start + timedelta(days=rng.randint(0, 45))
        b = a + timedelta(days=rng.randint(1, 6))
        want = all(sum(1 for x, y in bookings if x <= a + timedelta(days=i) < y) < 12
                   for i in range((b - a).days))
        assert can_take(bookings, a, b) is want


def test_rest_unchanged():
    assert kennels.KENNELS == 12
    assert parse_day(" 2024-08-14\n") == D(2024, 8, 14)
    with pytest.raises(ValueError):
        parse_day("14/08/2024")
    assert nights(D(2024, 8, 10), D(2024, 8, 13)) == 3
    assert nights(D(2024, 2, 28), D(2024, 3, 1)) == 2
    for bad in [(D(2024, 8, 10), D(2024, 8, 10)), (D(2024, 8, 10), D(2024, 8, 9))]:
        with pytest.raises(ValueError):
            nights(*bad)
        with pytest.raises(ValueError):
            can_take([], *bad)
    assert peak_nights(D(2024, 6, 28), D(2024, 7, 3)) == 2
    assert peak_nights(D(2024, 8, 30), D(2024, 9, 2)) == 2
    assert peak_nights(D(2024, 5, 1), D(2024, 5, 8)) == 0
    assert stay_cost(["large"], D(2024, 5, 10), D(2024, 5, 13)) == 75.0
    assert stay_cost(["small", "large"], D(2024, 5, 10), D(2024, 5, 13)) == 118.2
    assert stay_cost(["medium", "small", "medium"], D(2024, 5, 1), D(2024, 5, 2)) == 52.2
    assert stay_cost(["small"], D(2024, 7, 30), D(2024, 8, 2)) == 63.0
    assert stay_cost(["large", "large"], D(2024, 6, 29), D(2024, 7, 2)) == 141.0
    for bad in [[], ["tiny"], ["small"] * 4]:
        with pytest.raises(ValueError):
            stay_cost(bad, D(2024, 5, 1), D(2024, 5, 2))
