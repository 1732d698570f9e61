from datetime import date

import pytest

from payment_terms import Terms, amount_due, due_date, is_overdue, parse_terms


@pytest.mark.parametrize("text, expected", [
    ("due on receipt", Terms(0, False, 0, 0)),
    ("receipt", Terms(0, False, 0, 0)),
    ("net 30", Terms(30, False, 0, 0)),
    ("net 1", Terms(1, False, 0, 0)),
    ("net 120", Terms(120, False, 0, 0)),
    ("eom", Terms(0, True, 0, 0)),
    ("net 15 eom", Terms(15, True, 0, 0)),
    ("net 60 eom", Terms(60, True, 0, 0)),
    ("2/10 net 30", Terms(30, False, 2, 10)),
    ("5/29 net 30", Terms(30, False, 5, 29)),
    ("1/1 net 2", Terms(2, False, 1, 1)),
])
def test_parse_forms(text, expected):
    assert parse_terms(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("NET 30", Terms(30, False, 0, 0)),
    ("Net 15 EOM", Terms(15, True, 0, 0)),
    ("Due On Receipt", Terms(0, False, 0, 0)),
    ("EOM", Terms(0, True, 0, 0)),
    ("2/10 NET 30", Terms(30, False, 2, 10)),
])
def test_parse_case_insensitive(text, expected):
    assert parse_terms(text) == expected


@pytest.mark.parametrize("text, expected", [
    ("  net 30  ", Terms(30, False, 0, 0)),
    ("net    30", Terms(30, False, 0, 0)),
    ("due  on   receipt", Terms(0, False, 0, 0)),
    (" net  15  eom", Terms(15, True, 0, 0)),
    ("2/10   net 30", Terms(30, False, 2, 10)),
])
def test_parse_spaces(text, expected):
    assert parse_terms(text) == expected


@pytest.mark.parametrize("text", [
    "", "net", "net 0", "net 121", "net -5", "net +30", "net 30.0", "net thirty",
    "net 0 eom", "net 61 eom", "net 90 eom", "eom 30", "30 net",
    "0/10 net 30", "6/10 net 30", "2/0 net 30", "2/30 net 30", "2/31 net 30",
    "2/10 net 121", "2-10 net 30", "2/10/5 net 30", "/10 net 30", "2/10 net", "on receipt",
    "net30", "2/+5 net 30",
])
def test_parse_invalid(text):
    with pytest.raises(ValueError):
        parse_terms(text)


def test_due_date_net():
    assert due_date(date(2026, 3, 2), "net 30") == date(2026, 4, 1)
    assert due_date(date(2026, 3, 2), "net 10") == date(2026, 3, 12)
    assert due_date(date(2026, 3, 2), "2/10 net 30") == date(2026, 4, 1)


def test_due_date_receipt():
    assert due_date(date(2026, 3, 4), "due on receipt") == date(2026, 3, 4)
    assert due_date(date(2026, 3, 7), "receipt") == date(2026, 3, 9)


def test_saturday_moves_to_monday():
    assert date(2026, 3, 14).weekday() == 5
    assert due_date(date(2026, 3, 4), "net 10") == date(2026, 3, 16)


def test_sunday_moves_to_monday():
    assert date(2026, 3, 15).weekday() == 6
    assert due_date(date(2026, 3, 4), "net 11") == date(2026, 3, 16)


def test_due_date_eom():
    assert due_date(date(2026, 3, 10), "eom") == date(2026, 3, 31)
    assert due_date(date(2026, 3, 31), "eom") == date(2026, 3, 31)
    assert due_date(date(2026, 3, 1), "net 15 eom") == date(2026, 4, 15)
    assert date(2026, 5, 30).weekday() == 5
    assert due_date(date(2026, 4, 20), "net 30 eom") == date(2026, 6, 1)
    assert due_date(date(2026, 4, 20), "net 1 eom") == date(2026, 5, 1)


def test_due_date_eom_february():
    assert due_date(date(2024, 2, 10), "eom") == date(2024, 2, 29)
    assert due_date(date(2024, 2, 10), "net 7 eom") == date(2024, 3, 7)
    assert due_date(date(2026, 2, 10), "net 2 eom") == date(2026, 3, 2)


def test_due_date_eom_on_weekend():
    assert date(2026, 1, 31).weekday() == 5
    assert due_date(date(2026, 1, 5), "eom") == date(2026, 2, 2)


def test_amount_due_with_discount():
    inv = date(2026, 3, 2)
    assert amount_due(250, inv, "2/10 net 30", inv) == 245.0
    assert amount_due(250, inv, "2/10 net 30", date(2026, 3, 12)) == 245.0
    assert amount_due(250, inv, "2/10 net 30", date(2026, 3, 13)) == 250.0
    assert amount_due(250, inv, "2/10 net 30", date(2026, 5, 1)) == 250.0
    assert amount_due(100, inv, "5/10 net 30", date(2026, 3, 5)) == 95.0


def test_discount_window_not_moved_by_weekend():
    inv = date(2026, 3, 4)
    assert amount_due(100, inv, "2/10 net 30", date(2026, 3, 14)) == 98.0
    assert amount_due(100, inv, "2/10 net 30", date(2026, 3, 16)) == 100.0


def test_amount_due_rounded():
    inv = date(2026, 3, 2)
    assert amount_due(99.99, inv, "2/10 net 30", inv) == 97.99
    assert amount_due(33.33, inv, "3/10 net 30", inv) == 32.33
    assert amount_due(19.999, inv, "net 30", inv) == 20.0


def test_amount_due_without_discount_terms():
    inv = date(2026, 3, 2)
    assert amount_due(80, inv, "net 30", inv) == 80
    assert amount_due(80, inv, "eom", inv) == 80
    assert amount_due(0, inv, "2/10 net 30", inv) == 0


def test_amount_due_errors():
    inv = date(2026, 3, 2)
    with pytest.raises(ValueError):
        amount_due(100, inv, "2/10 net 30", date(2026, 3, 1))
    with pytest.raises(ValueError):
        amount_due(-1, inv, "net 30", inv)
    with pytest.raises(ValueError):
        amount_due(100, inv, "net 0", inv)


def test_is_overdue():
    inv = date(2026, 3, 2)
    assert is_overdue(inv, "net 30", date(2026, 3, 31)) is False
    assert is_overdue(inv, "net 30", date(2026, 4, 1)) is False
    assert is_overdue(inv, "net 30", date(2026, 4, 2)) is True


def test_is_overdue_uses_moved_due_date():
    inv = date(2026, 3, 4)
    assert is_overdue(inv, "net 10", date(2026, 3, 15)) is False
    assert is_overdue(inv, "net 10", date(2026, 3, 16)) is False
    assert is_overdue(inv, "net 10", date(2026, 3, 17)) is True
