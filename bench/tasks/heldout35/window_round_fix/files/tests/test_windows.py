from datetime import date

import pytest

from windows import balance, house_price, parse_house, round_total, visits


def test_parse_house():
    assert parse_house("14 Birch Close; 6 down; 4 up; conservatory") == {
        "address": "14 Birch Close", "down": 6, "up": 4, "conservatory": True}
    assert parse_house("2 Mill Lane; 8 down") == {
        "address": "2 Mill Lane", "down": 8, "up": 0, "conservatory": False}
    assert parse_house("The Old Forge; Conservatory; 3 Up; 5 DOWN") == {
        "address": "The Old Forge", "down": 5, "up": 3, "conservatory": True}
    with pytest.raises(ValueError):
        parse_house("9 Elm Road; 4 sideways")


def test_house_price():
    assert house_price(parse_house("14 Birch Close; 6 down; 4 up")) == 17.0
    assert house_price(parse_house("2 Mill Lane; 8 down")) == 12.0
    # a flat with three windows still pays the minimum
    assert house_price(parse_house("Flat 3; 3 down")) == 8.0


def test_conservatory_goes_on_top():
    assert house_price(parse_house("14 Birch Close; 6 down; 4 up; conservatory")) == 29.0
    # Mrs Patel: two little windows and a big conservatory
    assert house_price(parse_house("7 Wren Way; 2 down; conservatory")) == 20.0


def test_visits():
    assert visits(date(2024, 3, 4), date(2024, 4, 30)) == [
        date(2024, 3, 4), date(2024, 4, 1), date(2024, 4, 29)]
    # the last day counts if I'm there that day
    assert visits(date(2024, 3, 4), date(2024, 4, 29)) == [
        date(2024, 3, 4), date(2024, 4, 1), date(2024, 4, 29)]
    assert visits(date(2024, 3, 4), date(2024, 3, 4)) == [date(2024, 3, 4)]
    assert visits(date(2024, 3, 4), date(2024, 3, 1)) == []


def test_balance():
    house = parse_house("2 Mill Lane; 8 down")
    assert balance(house, 3, 24.0) == 12.0
    assert balance(house, 1, 20.0) == -8.0
    with pytest.raises(ValueError):
        balance(house, -1, 0)


def test_round_total():
    book = ["# Monday", "14 Birch Close; 6 down; 4 up; conservatory", "", "2 Mill Lane; 8 down",
            "Flat 3; 3 down"]
    assert round_total(book) == 49.0
