"""Hidden check for toy_library_edit: due_date moves on to the first Saturday on or after 21
days, overdue lists the latest first (ties by family then toy, ignoring capitals) and takes a
grace of days, and parse_loans and by_family work as before."""

import os
import random
import sys
from datetime import date, timedelta

import pytest

sys.path.insert(0, os.getcwd())
from toy_library import by_family, due_date, overdue, parse_loans  # noqa: E402

BOOK = """2024-03-02 | Marble run | Okafor
2024-03-02 | Wooden train set | Hughes
2024-03-06 | Doctor's kit | de Souza
2024-03-09 | Baby walker | Okafor
2024-03-16 | Play kitchen | Nowak
2024-03-23 | Giant dominoes | Hughes
"""


def exp_due(lent):
    d = lent + timedelta(days=21)
    while d.weekday() != 5:
        d += timedelta(days=1)
    return d


def exp_overdue(loans, today, grace=0):
    rows = [(l["family"], l["toy"], (today - exp_due(l["lent"])).days) for l in loans]
    rows = [r for r in rows if r[2] > grace]
    return sorted(rows, key=lambda r: (-r[2], r[0].lower(), r[1].lower()))


def test_prompt_examples():
    loans = parse_loans(BOOK)
    assert due_date(date(2024, 3, 6)) == date(2024, 3, 30)
    assert due_date(date(2024, 3, 9)) == date(2024, 3, 30)
    assert overdue(loans, date(2024, 4, 10)) == [
        ("Hughes", "Wooden train set", 18), ("Okafor", "Marble run", 18),
        ("de Souza", "Doctor's kit", 11), ("Okafor", "Baby walker", 11),
        ("Nowak", "Play kitchen", 4)]
    assert overdue(loans, date(2024, 4, 10), grace=4) == [
        ("Hughes", "Wooden train set", 18), ("Okafor", "Marble run", 18),
        ("de Souza", "Doctor's kit", 11), ("Okafor", "Baby walker", 11)]


def test_due_date_every_weekday():
    # Monday 1 April 2024 .. Sunday 7 April 2024
    got = [due_date(date(2024, 4, d)) for d in range(1, 8)]
    assert got == [date(2024, 4, 27)] * 6 + [date(2024, 5, 4)]
    assert due_date(date(2024, 12, 14)) == date(2025, 1, 4)
    assert due_date(date(2024, 12, 15)) == date(2025, 1, 11)
    for _ in range(200):
        lent = date(2023, 1, 1) + timedelta(days=random.Random(_).randint(0, 800))
        assert due_date(lent) == exp_due(lent), lent
        assert due_date(lent).weekday() == 5


def test_overdue_order_and_grace():
    loans = parse_loans(BOOK)
    assert overdue(loans, date(2024, 3, 23)) == []
    assert overdue(loans, date(2024, 3, 24)) == [("Hughes", "Wooden train set", 1),
                                                 ("Okafor", "Marble run", 1)]
    assert overdue(loans, date(2024, 3, 30)) == [("Hughes", "Wooden train set", 7),
                                                 ("Okafor", "Marble run", 7)]
    assert overdue(loans, date(2024, 3, 31)) == [
        ("Hughes", "Wooden train set", 8), ("Okafor", "Marble run", 8),
        ("de Souza", "Doctor's kit", 1), ("Okafor", "Baby walker", 1)]
    assert overdue(loans, date(2024, 3, 31), grace=1) == [
        ("Hughes", "Wooden train set", 8), ("Okafor", "Marble run", 8)]
    assert overdue(loans, date(2024, 3, 31), grace=8) == []
    assert overdue(loans, date(2024, 3, 31), grace=7) == [
        ("Hughes", "Wooden train set", 8), ("Okafor", "Marble run", 8)]
    same = parse_loans("2024-05-04 | kite | Ahmed\n2024-05-04 | Bubble machine | ahmed\n"
                       "2024-05-04 | abacus | Ahmed\n2024-05-01 | Yo-yo | zed\n")
    assert overdue(same, date(2024, 6, 1)) == [
        ("Ahmed", "abacus", 7), ("ahmed", "Bubble machine", 7), ("Ahmed", "kite", 7),
        ("zed", "Yo-yo", 7)]
    assert overdue([], date(2024, 6, 1)) == []


def test_overdue_sampled():
    rng = random.Random(6161)
    families = ["Okafor", "de Souza", "hughes", "Nowak", "ng", "Evans"]
    toys = ["Marble run", "abacus", "Kite", "play tent", "Scooter", "drum"]
    for _ in range(200):
        loans = [{"lent": date(2024, 1, 1) + timedelta(days=rng.randint(0, 90)),
                  "toy": rng.choice(toys), "family": rng.choice(families)}
                 for _ in range(rng.randint(0, 10))]
        today = date(2024, 2, 1) + timedelta(days=rng.randint(0, 100))
        grace = rng.randint(0, 10)
        assert overdue(loans, today) == exp_overdue(loans, today)
        assert overdue(loans, today, grace) == exp_overdue(loans, today, grace)
        assert overdue(loans, today, grace=grace) == exp_overdue(loans, today, grace)


def test_grace_errors():
    loans = parse_loans(BOOK)
    for bad in [-1, 1.5, "2", None]:
        with pytest.raises(ValueError):
            overdue(loans, date(2024, 4, 10), grace=bad)


def test_rest_unchanged():
    text = "# comment\n\n 2024-03-02 | Marble run | Okafor \n2024-03-09|Kite|Nowak\n"
    assert parse_loans(text) == [
        {"lent": date(2024, 3, 2), "toy": "Marble run", "family": "Okafor"},
        {"lent": date(2024, 3, 9), "toy": "Kite", "family": "Nowak"}]
    with pytest.raises(ValueError, match="line 2"):
        parse_loans("2024-03-02 | a | b\n2024-03-02 | a\n")
    with pytest.raises(ValueError, match="line 1"):
        parse_loans("2024-02-30 | Kite | Nowak\n")
    with pytest.raises(ValueError):
        parse_loans("2024-03-02 |  | Nowak\n")
    assert by_family(parse_loans(BOOK)) == {
        "Okafor": ["Marble run", "Baby walker"], "Hughes": ["Wooden train set", "Giant dominoes"],
        "de Souza": ["Doctor's kit"], "Nowak": ["Play kitchen"]}
