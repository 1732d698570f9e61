"""Hidden check for escape_room_module: escape.py with group_price (per-person price by group
size, weekend extra, 2-6 players), final_time (2 minutes a hint, MM:SS out, None over 60:00
taken, errors) and leaderboard (got-out teams, quickest first, shared places, alphabetical)."""

import os
import sys

import pytest

sys.path.insert(0, os.getcwd())
from escape import final_time, group_price, leaderboard  # noqa: E402


def test_prompt_examples():
    assert group_price(4) == 96
    assert group_price(3, weekend=True) == 90
    assert final_time("47:09", 2) == "51:09"
    assert final_time("58:30", 3) == "64:30"
    assert final_time("61:12", 0) is None
    assert leaderboard([("Lock Stars", "52:10", 1), ("The Clueless", "61:05", 0),
                        ("Key Masters", "49:30", 3), ("puzzled", "55:30", 0),
                        ("Escape Goats", "45:10", 5)]) == [
        (1, "Lock Stars", "54:10"), (2, "Escape Goats", "55:10"), (3, "Key Masters", "55:30"),
        (3, "puzzled", "55:30")]


def test_group_price():
    assert group_price(2) == 60
    assert group_price(3) == 81
    assert group_price(5) == 120
    assert group_price(6) == 132
    assert group_price(2, weekend=True) == 66
    assert group_price(4, True) == 108
    assert group_price(5, weekend=True) == 135
    assert group_price(6, weekend=True) == 150
    assert group_price(6, weekend=False) == 132


def test_group_price_errors():
    for bad in [0, 1, 7, 10, -3, 4.5]:
        with pytest.raises(ValueError):
            group_price(bad)
    with pytest.raises(ValueError):
        group_price(1, weekend=True)


def test_final_time():
    assert final_time("47:09", 0) == "47:09"
    assert final_time("05:30", 2) == "09:30"
    assert final_time("00:45", 0) == "00:45"
    assert final_time("60:00", 0) == "60:00"
    assert final_time("60:00", 1) == "62:00"
    assert final_time("59:59", 1) == "61:59"
    assert final_time("60:01", 0) is None
    assert final_time("75:00", 2) is None
    assert final_time("38:15", 10) == "58:15"


def test_final_time_errors():
    for bad in ["47:60", "4709", "ab:cd", "", "47:9x", "47-09"]:
        with pytest.raises(ValueError):
            final_time(bad, 0)
    for hints in [-1, 1.5]:
        with pytest.raises(ValueError):
            final_time("47:09", hints)


def test_leaderboard():
    assert leaderboard([]) == []
    assert leaderboard([("Late Lot", "60:30", 0)]) == []
    assert leaderboard([("Solo", "30:00", 0)]) == [(1, "Solo", "30:00")]
    results = [("zebras", "50:00", 0), ("Aardvarks", "46:00", 2), ("Moles", "44:00", 3),
               ("Badgers", "40:00", 0), ("Owls", "65:00", 0), ("cats", "52:00", 0)]
    assert leaderboard(results) == [
        (1, "Badgers", "40:00"), (2, "Aardvarks", "50:00"), (2, "Moles", "50:00"),
        (2, "zebras", "50:00"), (5, "cats", "52:00")]
    # the real time decides who got out, hints only add on afterwards
    assert leaderboard([("Slow", "59:00", 4), ("Fast", "20:00", 0)]) == [
        (1, "Fast", "20:00"), (2, "Slow", "67:00")]
