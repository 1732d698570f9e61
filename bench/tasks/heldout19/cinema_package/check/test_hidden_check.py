import importlib
import os
import random
import sys

import pytest


@pytest.fixture()
def cinema():
    ws = os.getcwd()
    if ws not in sys.path:
        sys.path.insert(0, ws)
    for name in list(sys.modules):
        if name == "cinema" or name.startswith("cinema."):
            sys.modules.pop(name)
    importlib.invalidate_caches()
    return importlib.import_module("cinema")


def test_package_layout(cinema):
    assert os.path.isfile(os.path.join(os.getcwd(), "cinema", "__init__.py"))
    seats = importlib.import_module("cinema.seats")
    hall = importlib.import_module("cinema.hall")
    assert callable(seats.parse_seat) and callable(seats.seat_label)
    assert isinstance(hall.Hall, type)


def test_top_level_imports(cinema):
    namespace = {}
    exec("from cinema import Hall, SeatTaken, parse_seat, seat_label", namespace)
    assert namespace["Hall"] is importlib.import_module("cinema.hall").Hall
    assert namespace["parse_seat"] is importlib.import_module("cinema.seats").parse_seat
    assert namespace["seat_label"] is importlib.import_module("cinema.seats").seat_label


def test_seat_taken_is_its_own_exception(cinema):
    assert issubclass(cinema.SeatTaken, Exception)
    assert not issubclass(cinema.SeatTaken, ValueError)


@pytest.mark.parametrize("label, expected", [
    ("C12", ("C", 12)), ("A1", ("A", 1)), ("z9", ("Z", 9)), ("b10", ("B", 10)),
    ("Q100", ("Q", 100)), ("a1", ("A", 1)),
])
def test_parse_seat(cinema, label, expected):
    assert cinema.parse_seat(label) == expected
    row, number = cinema.parse_seat(label)
    assert type(number) is int


@pytest.mark.parametrize("label", ["C0", "CC1", "12", "C", "", "1C", "C-1", "C1.5", "C1a", "?3",
                                   "C12 D1"])
def test_parse_seat_errors(cinema, label):
    with pytest.raises(ValueError):
        cinema.parse_seat(label)


@pytest.mark.parametrize("row, number, expected", [
    ("C", 12, "C12"), ("c", 12, "C12"), ("A", 1, "A1"), ("Z", 40, "Z40"),
])
def test_seat_label(cinema, row, number, expected):
    assert cinema.seat_label(row, number) == expected


@pytest.mark.parametrize("row, number", [("C", 0), ("C", -3), ("CC", 1), ("", 1), ("1", 1), ("?", 2)])
def test_seat_label_errors(cinema, row, number):
    with pytest.raises(ValueError):
        cinema.seat_label(row, number)


def test_round_trip(cinema):
    for row in "ABCXYZ":
        for number in (1, 2, 9, 10, 11, 99, 250):
            assert cinema.parse_seat(cinema.seat_label(row, number)) == (row, number)


@pytest.mark.parametrize("rows, seats", [(0, 10), (27, 10), (5, 0), (-1, 5), (3, -2)])
def test_hall_size_errors(cinema, rows, seats):
    with pytest.raises(ValueError):
        cinema.Hall(rows, seats)


def test_hall_sizes(cinema):
    assert cinema.Hall(5, 10).free_count() == 50
    assert cinema.Hall(26, 1).free_count() == 26
    assert cinema.Hall(1, 1).free_count() == 1


def test_book_and_is_free(cinema):
    hall = cinema.Hall(5, 10)
    assert hall.is_free("C5") is True
    hall.book("C5", "C6")
    assert hall.is_free("C5") is False
    assert hall.is_free("c6") is False
    assert hall.is_free("C7") is True
    assert hall.free_count() == 48
    hall.book("e10")
    assert hall.is_free("E10") is False
    assert hall.free_count() == 47


def test_book_edges_of_hall(cinema):
    hall = cinema.Hall(5, 10)
    hall.book("A1", "E10", "A10", "E1")
    assert hall.free_count() == 46


@pytest.mark.parametrize("bad", ["F1", "A11", "A0", "Z1", "nonsense", "K3"])
def test_book_outside_hall(cinema, bad):
    hall = cinema.Hall(5, 10)
    with pytest.raises(ValueError) as info:
        hall.book("B2", bad)
    assert not isinstance(info.value, cinema.SeatTaken)
    assert hall.is_free("B2")
    assert hall.free_count() == 50


def test_book_taken_seat_books_nothing(cinema):
    hall = cinema.Hall(5, 10)
    hall.book("A1")
    with pytest.raises(cinema.SeatTaken):
        hall.book("A2", "A3", "A1")
    assert hall.is_free("A2") and hall.is_free("A3")
    assert hall.free_count() == 49
    with pytest.raises(cinema.SeatTaken):
        hall.book("a1")


def test_same_seat_twice_in_one_booking(cinema):
    hall = cinema.Hall(5, 10)
    with pytest.raises(cinema.SeatTaken):
        hall.book("B4", "B5", "b4")
    assert hall.is_free("B4") and hall.is_free("B5")
    assert hall.free_count() == 50


def test_mixed_errors_book_nothing(cinema):
    hall = cinema.Hall(3, 4)
    hall.book("A1")
    with pytest.raises((ValueError, cinema.SeatTaken)):
        hall.book("A2", "A1", "D9")
    assert hall.is_free("A2")
    assert hall.free_count() == 11


def test_find_block_front_row_lowest_numbers(cinema):
    hall = cinema.Hall(3, 6)
    assert hall.find_block(2) == ["A1", "A2"]
    hall.book("A2", "A5")
    assert hall.find_block(1) == ["A1"]
    assert hall.find_block(2) == ["A3", "A4"]
    assert hall.find_block(3) == ["B1", "B2", "B3"]
    assert hall.find_block(6) == ["B1", "B2", "B3", "B4", "B5", "B6"]
    assert hall.find_block(7) is None


def test_find_block_does_not_book(cinema):
    hall = cinema.Hall(2, 4)
    block = hall.find_block(3)
    assert block == ["A1", "A2", "A3"]
    assert hall.free_count() == 8
    assert hall.find_block(3) == block
    hall.book(*block)
    assert hall.find_block(3) == ["B1", "B2", "B3"]
    assert hall.find_block(1) == ["A4"]


def test_find_block_needs_adjacent_seats(cinema):
    hall = cinema.Hall(2, 5)
    hall.book("A2", "A4")          # A has 1, 3, 5 free - three seats but not together
    assert hall.find_block(3) == ["B1", "B2", "B3"]
    assert hall.find_block(2) == ["B1", "B2"]
    hall.book("B3")
    assert hall.find_block(3) is None
    assert hall.find_block(2) == ["B1", "B2"]


def test_find_block_end_of_row(cinema):
    hall = cinema.Hall(2, 5)
    hall.book("A1", "A2", "B1")
    assert hall.find_block(3) == ["A3", "A4", "A5"]
    hall.book("A4")
    assert hall.find_block(3) == ["B2", "B3", "B4"]
    assert hall.find_block(4) == ["B2", "B3", "B4", "B5"]


def test_full_hall(cinema):
    hall = cinema.Hall(2, 3)
    hall.book("A1", "A2", "A3", "B1", "B2", "B3")
    assert hall.free_count() == 0
    assert hall.find_block(1) is None


def oracle_block(booked, rows, seats, n):
    for r in "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[:rows]:
        for start in range(1, seats - n + 2):
            block = [(r, s) for s in range(start, start + n)]
            if all(b not in booked for b in block):
                return [f"{r}{s}" for r, s in block]
    return None


def test_random_halls(cinema):
    rng = random.Random(3)
    for _ in range(80):
        rows, seats = rng.randint(1, 8), rng.randint(1, 12)
        hall = cinema.Hall(rows, seats)
        booked = set()
        for _ in range(rng.randint(0, rows * seats)):
            r = "ABCDEFGHIJKLMNOPQRSTUVWXYZ"[rng.randrange(rows)]
            s = rng.randint(1, seats)
            if (r, s) in booked:
                with pytest.raises(cinema.SeatTaken):
                    hall.book(f"{r}{s}")
            else:
                hall.book(f"{r}{s}")
                booked.add((r, s))
        assert hall.free_count() == rows * seats - len(booked)
        for n in range(1, seats + 2):
            assert hall.find_block(n) == oracle_block(booked, rows, seats, n), (rows, seats, n)
