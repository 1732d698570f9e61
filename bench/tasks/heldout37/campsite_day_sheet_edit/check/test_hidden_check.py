"""Hidden check for campsite_day_sheet_edit: the new day_sheet() lists who arrives and who
leaves on a day by pitch, the pitches free that night and the hook-ups in use that night, for
a date or a "YYYY-MM-DD" string; the rest of campsite.py still works."""

import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from campsite import clashes, cost, day_sheet, nights, parse_booking  # noqa: E402

LINES = ["3, Okafor, 2024-07-19, 2024-07-22, tent",
         "7, Lindqvist, 2024-07-17, 2024-07-20, caravan, hookup",
         "1, Patel, 2024-07-20, 2024-07-27, campervan, hookup",
         "7, Murphy, 2024-07-20, 2024-07-23, tent",
         "12, Evans, 2024-07-18, 2024-07-21, tent, hookup"]


def norm(sheet):
    assert isinstance(sheet, dict)
    assert set(sheet) == {"arriving", "leaving", "free", "hookups"}, sheet
    return {"arriving": [tuple(x) for x in sheet["arriving"]],
            "leaving": [tuple(x) for x in sheet["leaving"]],
            "free": list(sheet["free"]), "hookups": sheet["hookups"]}


def expected(bookings, day):
    tonight = [b for b in bookings if b["arrive"] <= day < b["leave"]]
    taken = {b["pitch"] for b in tonight}
    return {"arriving": sorted((b["pitch"], b["name"]) for b in bookings if b["arrive"] == day),
            "leaving": sorted((b["pitch"], b["name"]) for b in bookings if b["leave"] == day),
            "free": [p for p in range(1, 13) if p not in taken],
            "hookups": sum(1 for b in tonight if b["hookup"])}


def test_prompt_example():
    bookings = [parse_booking(line) for line in LINES]
    assert norm(day_sheet(bookings, "2024-07-20")) == {
        "arriving": [(1, "Patel"), (7, "Murphy")], "leaving": [(7, "Lindqvist")],
        "free": [2, 4, 5, 6, 8, 9, 10, 11], "hookups": 2}
    assert norm(day_sheet(bookings, date(2024, 7, 20))) == norm(
        day_sheet(bookings, "2024-07-20"))
    assert norm(day_sheet(bookings, date(2024, 7, 23))) == {
        "arriving": [], "leaving": [(7, "Murphy")],
        "free": [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12], "hookups": 1}
    assert norm(day_sheet(bookings, "2024-07-23")) == norm(day_sheet(bookings, date(2024, 7, 23)))
    for day in [date(2024, 7, 16), date(2024, 8, 1), "2024-07-28"]:
        assert norm(day_sheet(bookings, day)) == {
            "arriving": [], "leaving": [], "free": list(range(1, 13)), "hookups": 0}
    assert norm(day_sheet([], date(2024, 7, 20))) == {
        "arriving": [], "leaving": [], "free": list(range(1, 13)), "hookups": 0}


def test_other_days_of_the_example():
    bookings = [parse_booking(line) for line in LINES]
    assert norm(day_sheet(bookings, "2024-07-17")) == {
        "arriving": [(7, "Lindqvist")], "leaving": [],
        "free": [1, 2, 3, 4, 5, 6, 8, 9, 10, 11, 12], "hookups": 1}
    assert norm(day_sheet(bookings, "2024-07-19")) == {
        "arriving": [(3, "Okafor")], "leaving": [],
        "free": [1, 2, 4, 5, 6, 8, 9, 10, 11], "hookups": 2}
    assert norm(day_sheet(bookings, date(2024, 7, 21))) == {
        "arriving": [], "leaving": [(12, "Evans")],
        "free": [2, 4, 5, 6, 8, 9, 10, 11, 12], "hookups": 1}
    assert norm(day_sheet(bookings, date(2024, 7, 27))) == {
        "arriving": [], "leaving": [(1, "Patel")], "free": list(range(1, 13)), "hookups": 0}


def test_sorted_by_pitch_not_by_book_order():
    bookings = [parse_booking(line) for line in [
        "11, Zhang, 2024-08-02, 2024-08-04, tent",
        "2, Young, 2024-08-02, 2024-08-03, caravan, HOOKUP",
        "9, Adams, 2024-07-30, 2024-08-02, campervan, hookup",
        "4, Brown, 2024-08-01, 2024-08-02, tent",
        "10, Clark, 2024-08-02, 2024-08-09, tent, hookup"]]
    assert norm(day_sheet(bookings, "2024-08-02")) == {
        "arriving": [(2, "Young"), (10, "Clark"), (11, "Zhang")],
        "leaving": [(4, "Brown"), (9, "Adams")],
        "free": [1, 3, 4, 5, 6, 7, 8, 9, 12], "hookups": 2}


def test_sampled():
    rng = random.Random(3737)
    names = ["Okafor", "Patel", "Murphy", "Evans", "Nowak", "Silva", "Khan", "Berg"]
    for _ in range(60):
        bookings = []
        for pitch in range(1, 13):
            day = date(2024, 6, 1) + timedelta(days=rng.randint(0, 5))
            while rng.random() < 0.6:
                leave = day + timedelta(days=rng.randint(1, 5))
                unit = rng.choice(["tent", "caravan", "campervan"])
                extra = ", hookup" if rng.random() < 0.4 else ""
                bookings.append(parse_booking(
                    f"{pitch}, {rng.choice(names)}, {day}, {leave}, {unit}{extra}"))
                day = leave + timedelta(days=rng.choice([0, 0, 1, 2]))
        rng.shuffle(bookings)
        for offset in range(0, 25, 3):
            day = date(2024, 6, 1) + timedelta(days=offset)
            want = expected(bookings, day)
            assert norm(day_sheet(bookings, day)) == want, (day, bookings)
            assert norm(day_sheet(bookings, day.isoformat())) == want


def test_rest_unchanged():
    okafor = parse_booking("7, Okafor, 2024-07-19, 2024-07-22, Tent, hookup")
    assert okafor == {"pitch": 7, "name": "Okafor", "arrive": date(2024, 7, 19),
                      "leave": date(2024, 7, 22), "unit": "tent", "hookup": True}
    assert nights(okafor) == 3
    assert cost(okafor) == 63.0
    patel = parse_booking("1, Patel, 2024-07-20, 2024-07-27, campervan")
    assert patel["hookup"] is False
    assert cost(patel) == 168.0
    for bad in ["13, X, 2024-07-19, 2024-07-22, tent", "0, X, 2024-07-19, 2024-07-22, tent",
                "3, X, 2024-07-22, 2024-07-22, tent", "3, X, 2024-07-19, 2024-07-22, yurt",
                "3, X, 2024-07-19, 2024-07-22", "3, X, 2024-07-19, 2024-07-22, tent, wifi"]:
        with pytest.raises(ValueError):
            parse_booking(bad)
    bookings = [parse_booking(line) for line in LINES]
    assert clashes(bookings) == []
    bookings.append(parse_booking("3, Nowak, 2024-07-21, 2024-07-24, tent"))
    bookings.append(parse_booking("7, Silva, 2024-07-23, 2024-07-25, tent"))
    assert clashes(bookings) == [("Okafor", "Nowak")]
