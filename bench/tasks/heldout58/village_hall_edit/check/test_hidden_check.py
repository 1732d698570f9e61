"""Hidden check for village_hall_edit: the new invoice() bills one hirer for one month (lines in
day and start order with cost(), name matched ignoring capitals and outer spaces, hours booked,
15% off at 10 hours or more, month checked); the rest of hall.py still works."""

import math
import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from hall import clashes, cost, invoice, parse_booking  # noqa: E402

JUNE = """2024-06-04 19:00-21:00 main hall | Yoga Club
2024-06-08 10:00-11:15 committee room | Parish Council
2024-06-25 18:30-21:00 main hall | Yoga Club
2024-06-11 19:00-21:00 main hall | Yoga Club
2024-06-25 17:30-18:30 kitchen | yoga club
2024-06-18 19:00-21:00 main hall |  YOGA CLUB
2024-06-29 09:00-10:20 committee room | Yoga Club
2024-07-02 19:00-21:00 main hall | Yoga Club""".splitlines()
RATES_PENCE = {"main hall": 1800, "committee room": 950, "kitchen": 600}


def num(got, want, tol=1e-9):
    assert isinstance(got, (int, float)) and not isinstance(got, bool), got
    assert abs(got - want) < tol, (got, want)


def test_prompt_example():
    bookings = [parse_booking(line) for line in JUNE]
    got = invoice(bookings, "Yoga Club", 2024, 6)
    assert set(got) == {"lines", "hours", "subtotal", "discount", "total"}
    assert [tuple(line) for line in got["lines"]] == [
        ("2024-06-04", "19:00", "21:00", "main hall", 36.0),
        ("2024-06-11", "19:00", "21:00", "main hall", 36.0),
        ("2024-06-18", "19:00", "21:00", "main hall", 36.0),
        ("2024-06-25", "17:30", "18:30", "kitchen", 6.0),
        ("2024-06-25", "18:30", "21:00", "main hall", 45.0),
        ("2024-06-29", "09:00", "10:20", "committee room", 14.25)]
    num(got["hours"], 10.83)
    num(got["subtotal"], 173.25)
    num(got["discount"], 25.99)
    num(got["total"], 147.26)
    got = invoice(bookings, "Parish Council", 2024, 6)
    assert [tuple(line) for line in got["lines"]] == [
        ("2024-06-08", "10:00", "11:15", "committee room", 14.25)]
    num(got["hours"], 1.25)
    num(got["subtotal"], 14.25)
    num(got["discount"], 0)
    num(got["total"], 14.25)


def test_names_and_months():
    bookings = [parse_booking(line) for line in JUNE]
    assert invoice(bookings, "  yoga CLUB ", 2024, 6)["lines"] == \
        invoice(bookings, "Yoga Club", 2024, 6)["lines"]
    july = invoice(bookings, "yoga club", 2024, 7)
    assert [tuple(line) for line in july["lines"]] == [
        ("2024-07-02", "19:00", "21:00", "main hall", 36.0)]
    num(july["hours"], 2)
    num(july["discount"], 0)
    num(july["total"], 36)
    for who, year, month in [("Yoga Club", 2024, 5), ("Yoga Club", 2023, 6),
                             ("Brownies", 2024, 6), ("Yoga", 2024, 6)]:
        got = invoice(bookings, who, year, month)
        assert list(got["lines"]) == []
        for key in ("hours", "subtotal", "discount", "total"):
            num(got[key], 0)
    assert invoice([], "Yoga Club", 2024, 6)["lines"] == []
    for bad in [0, 13, -1]:
        with pytest.raises(ValueError):
            invoice(bookings, "Yoga Club", 2024, bad)


def test_regular_threshold():
    ten = [parse_booking(f"2024-03-{d:02d} 10:00-12:30 kitchen | Knit and Natter")
           for d in (5, 12, 19, 26)]  # exactly 10 hours
    got = invoice(ten, "knit and natter", 2024, 3)
    num(got["hours"], 10)
    num(got["subtotal"], 60)
    num(got["discount"], 9)
    num(got["total"], 51)
    short = ten[:3] + [parse_booking("2024-03-26 10:00-12:29 kitchen | Knit and Natter")]
    got = invoice(short, "Knit and Natter", 2024, 3)
    num(got["hours"], 9.98)
    num(got["subtotal"], 60)
    num(got["discount"], 0)
    num(got["total"], 60)


def test_order_in_a_day():
    bookings = [parse_booking(line) for line in [
        "2024-09-10 14:00-15:00 main hall | Film Club",
        "2024-09-10 09:00-10:00 kitchen | Film Club",
        "2024-09-02 19:00-22:00 main hall | Film Club",
        "2024-09-10 10:00-11:00 committee room | Film Club"]]
    got = invoice(bookings, "Film Club", 2024, 9)
    assert [(line[0], line[1]) for line in got["lines"]] == [
        ("2024-09-02", "19:00"), ("2024-09-10", "09:00"), ("2024-09-10", "10:00"),
        ("2024-09-10", "14:00")]


def test_sampled():
    rng = random.Random(5858)
    hirers = ["Yoga Club", "Brownies", "Film Club", "WI", "Parish Council"]
    for _ in range(300):
        lines = []
        for _ in range(rng.randint(0, 25)):
            day = date(2024, 5, 20) + timedelta(days=rng.randint(0, 50))
            start = rng.randint(8 * 12, 21 * 12) * 5
            end = min(start + rng.randint(1, 60) * 5, 23 * 60)
            who = rng.choice(hirers)
            shown = rng.choice([who, who.upper(), who.lower(), f" {who}  "])
            lines.append(f"{day} {start // 60:02d}:{start % 60:02d}-{end // 60:02d}:"
                         f"{end % 60:02d} {rng.choice(list(RATES_PENCE))} | {shown}")
        bookings = [parse_booking(line) for line in lines]
        who = rng.choice(hirers)
        got = invoice(bookings, rng.choice([who, who.lower()]), 2024, 6)
        mine = sorted((b for b in bookings if b.who.strip().lower() == who.lower()
                       and b.day.month == 6 and b.day.year == 2024),
                      key=lambda b: (b.day, b.start))
        assert [tuple(line) for line in got["lines"]] == [
            (b.day.isoformat(), b.start, b.end, b.room, cost(b)) for b in mine]
        minutes = sum(int(b.end[:2]) * 60 + int(b.end[3:]) - int(b.start[:2]) * 60
                      - int(b.start[3:]) for b in mine)
        pence = sum(math.ceil((int(b.end[:2]) * 60 + int(b.end[3:]) - int(b.start[:2]) * 60
                               - int(b.start[3:])) / 30) * RATES_PENCE[b.room] // 2
                    for b in mine)
        num(got["hours"], round(minutes / 60, 2), 0.0051)
        num(got["subtotal"], pence / 100, 0.001)
        if minutes >= 600:
            num(got["discount"], pence * 0.15 / 100, 0.0051)
        else:
            num(got["discount"], 0)
        num(got["total"], got["subtotal"] - got["discount"], 0.001)
        for key in ("subtotal", "discount", "total"):
            assert abs(round(got[key], 2) - got[key]) < 1e-9


def test_rest_unchanged():
    b = parse_booking(" 2024-06-15 9:00-12:30  Main  Hall | Yoga Club ")
    assert b.day == date(2024, 6, 15) and b.start == "09:00" and b.end == "12:30"
    assert b.room == "main hall" and b.who == "Yoga Club"
    assert cost(b) == 63.0
    assert cost(parse_booking("2024-06-15 10:00-10:10 committee room | WI")) == 4.75
    assert cost(parse_booking("2024-06-15 10:00-11:31 kitchen | WI")) == 12.0
    for bad in ["2024-06-15 09:00-12:30 main hall", "2024-06-15 09:00-12:30 garden | WI",
                "2024-06-15 12:00-11:00 kitchen | WI", "2024-06-15 07:30-09:00 kitchen | WI",
                "2024-06-15 22:00-23:30 kitchen | WI", "15/06/2024 09:00-10:00 kitchen | WI",
                "2024-06-15 09:00 kitchen | WI", "2024-06-15 09:00-10:00 kitchen |  "]:
        with pytest.raises(ValueError):
            parse_booking(bad)
    a = parse_booking("2024-06-15 09:00-11:00 main hall | A")
    c = parse_booking("2024-06-15 11:00-12:00 main hall | C")
    d = parse_booking("2024-06-15 10:30-11:30 main hall | D")
    e = parse_booking("2024-06-15 10:30-11:30 kitchen | E")
    assert clashes([a, c, d, e]) == [(a, d), (c, d)]
    assert clashes([a, c, e]) == []
