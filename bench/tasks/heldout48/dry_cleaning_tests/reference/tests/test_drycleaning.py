from datetime import date

import pytest

from drycleaning import item_price, parse_ticket, ready_date, ticket_total


@pytest.mark.parametrize("item, price", [("shirt", 3.5), ("trousers", 6.0), ("suit", 14.0),
                                         ("dress", 11.0), ("coat", 16.5), ("duvet", 22.0)])
def test_item_prices(item, price):
    assert item_price(item) == price


def test_item_price_case_and_unknown():
    assert item_price(" Suit ") == 14.0
    assert item_price("COAT") == 16.5
    with pytest.raises(ValueError):
        item_price("curtains")


def test_ticket_total_plain():
    assert ticket_total(["suit", "dress"]) == 25.0
    assert ticket_total(["shirt", "shirt"]) == 7.0
    assert ticket_total(["Coat"]) == 16.5


def test_shirt_deal():
    assert ticket_total(["shirt"] * 4) == 14.0
    assert ticket_total(["shirt"] * 5) == 15.0
    assert ticket_total(["shirt"] * 6) == 18.5
    assert ticket_total(["shirt"] * 10) == 30.0
    assert ticket_total(["shirt"] * 5 + ["suit"]) == 29.0


def test_express():
    assert ticket_total(["suit"], express=True) == 21.0
    assert ticket_total(["shirt"] * 5 + ["coat"], express=True) == 47.25
    assert ticket_total(["suit"], express=False) == 14.0


def test_ticket_errors():
    with pytest.raises(ValueError):
        ticket_total([])
    with pytest.raises(ValueError):
        ticket_total(["suit", "curtains"])


def test_ready_date():
    # Monday 7 October 2024
    assert ready_date(date(2024, 10, 7)) == date(2024, 10, 10)
    assert ready_date(date(2024, 10, 7), express=True) == date(2024, 10, 8)
    # Thursday: Friday, Saturday, (Sunday shut), Monday
    assert ready_date(date(2024, 10, 10)) == date(2024, 10, 14)
    # Saturday express: Monday
    assert ready_date(date(2024, 10, 12), express=True) == date(2024, 10, 14)


def test_parse_ticket():
    assert parse_ticket("2 shirt, suit, 3 trousers") == [
        "shirt", "shirt", "suit", "trousers", "trousers", "trousers"]
    assert parse_ticket("Coat") == ["coat"]
    assert parse_ticket(" 1 DUVET ") == ["duvet"]


@pytest.mark.parametrize("text", ["0 shirt", "2 curtains", "shirt,,suit", "", "3"])
def test_parse_ticket_errors(text):
    with pytest.raises(ValueError):
        parse_ticket(text)
