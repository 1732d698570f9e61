"""Hidden check for bookshelf_fit_edit: the new arrange() fills shelves in list order, moves
down when a book won't fit and never goes back, exact fits stay, everything from the first
book that misses the bottom shelf is left over, errors as stated; the rest of shelves.py
still works."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from shelves import arrange, fits, parse_books, total_width  # noqa: E402

BOOKS = [("Atonement", 30), ("Bleak House", 62), ("Circe", 35), ("Dune", 48), ("Emma", 40),
         ("Jane Eyre", 45), ("Middlemarch", 70), ("Rebecca", 25)]


def expected(books, shelf_width, shelves):
    rows = [[] for _ in range(shelves)]
    shelf, used = 0, 0
    for i, (title, width) in enumerate(books):
        if used + width > shelf_width:
            shelf, used = shelf + 1, 0
        if shelf == shelves:
            return rows, [t for t, _ in books[i:]]
        rows[shelf].append(title)
        used += width
    return rows, []


def test_prompt_examples():
    assert arrange(BOOKS, 160, 2) == (
        [["Atonement", "Bleak House", "Circe"], ["Dune", "Emma", "Jane Eyre"]],
        ["Middlemarch", "Rebecca"])
    assert arrange(BOOKS, 160, 3) == (
        [["Atonement", "Bleak House", "Circe"], ["Dune", "Emma", "Jane Eyre"],
         ["Middlemarch", "Rebecca"]], [])


def test_more_cases():
    rows, left = arrange(BOOKS, 160, 5)
    assert rows == [["Atonement", "Bleak House", "Circe"], ["Dune", "Emma", "Jane Eyre"],
                    ["Middlemarch", "Rebecca"], [], []]
    assert left == []
    assert arrange(BOOKS, 400, 1) == ([[t for t, _ in BOOKS]], [])
    assert arrange(BOOKS, 100, 1) == ([["Atonement", "Bleak House"]],
                                      ["Circe", "Dune", "Emma", "Jane Eyre", "Middlemarch",
                                       "Rebecca"])
    assert arrange([], 100, 2) == ([[], []], [])
    # exact fits stay on the shelf
    assert arrange([("A", 50), ("B", 50), ("C", 10)], 100, 2) == ([["A", "B"], ["C"]], [])
    assert arrange([("A", 100), ("B", 100)], 100, 2) == ([["A"], ["B"]], [])
    assert arrange([("A", 100), ("B", 100), ("C", 1)], 100, 2) == ([["A"], ["B"]], ["C"])
    # never back up to an earlier gap
    assert arrange([("A", 60), ("B", 50), ("C", 10)], 100, 3) == ([["A"], ["B", "C"], []], [])
    # the thin ones after the first miss are left over too
    assert arrange([("A", 60), ("B", 50), ("C", 5)], 100, 1) == ([["A"]], ["B", "C"])
    # the result is a tuple of two lists
    got = arrange(BOOKS, 160, 2)
    assert isinstance(got, tuple) and len(got) == 2
    assert isinstance(got[0], list) and all(isinstance(r, list) for r in got[0])
    assert isinstance(got[1], list)


def test_books_not_changed():
    books = list(BOOKS)
    arrange(books, 160, 2)
    assert books == BOOKS


def test_errors():
    for shelves in [0, -1, 1.5]:
        with pytest.raises(ValueError):
            arrange(BOOKS, 160, shelves)
    for width in [0, -10]:
        with pytest.raises(ValueError):
            arrange(BOOKS, width, 2)
    with pytest.raises(ValueError):
        arrange(BOOKS, 69, 10)
    with pytest.raises(ValueError):
        arrange([("Big Atlas", 120)], 100, 3)
    with pytest.raises(ValueError):
        arrange(BOOKS + [("Big Atlas", 170)], 160, 1)
    assert arrange([("Atlas", 100)], 100, 1) == ([["Atlas"]], [])


def test_sampled():
    rng = random.Random(4545)
    for _ in range(1500):
        shelf_width = rng.randint(50, 200)
        shelves = rng.randint(1, 5)
        books = [(f"Book {i}", rng.randint(5, shelf_width)) for i in range(rng.randint(0, 20))]
        assert arrange(books, shelf_width, shelves) == expected(books, shelf_width, shelves), (
            books, shelf_width, shelves)


def test_rest_unchanged():
    lines = ["# fiction", "Wolf Hall | 48", "", "  The Hobbit|25  ", "A | B | 30"]
    assert parse_books(lines) == [("Wolf Hall", 48), ("The Hobbit", 25), ("A | B", 30)]
    for bad in [["Wolf Hall"], ["Wolf Hall | 0"], ["Wolf Hall | wide"], ["| 30"]]:
        with pytest.raises(ValueError):
            parse_books(bad)
    assert total_width(BOOKS) == 355
    assert total_width([]) == 0
    assert fits(BOOKS, 355) is True
    assert fits(BOOKS, 354) is False
