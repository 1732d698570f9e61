from datetime import date

import pytest

from beach_huts import booking_total, day_price, hire_cost, parse_hut, refund, season


def test_parse_hut():
    assert parse_hut("12") == 12
    assert parse_hut("Hut 7") == 7
    assert parse_hut(" h40 ") == 40
    for bad in ["0", "41", "hut", "twelve", "h-3"]:
        with pytest.raises(ValueError):
            parse_hut(bad)


def test_season():
    assert season(date(2024, 7, 1)) == "high"
    assert season(date(2024, 8, 31)) == "high"
    assert season(date(2024, 6, 30)) == "low"
    assert season(date(2024, 9, 1)) == "low"


def test_day_price():
    assert day_price(5, date(2024, 5, 4)) == 18.0
    assert day_price(5, date(2024, 8, 10)) == 30.0
    assert day_price(35, date(2024, 8, 10)) == 36.0


def test_hire_cost():
    assert hire_cost(5, date(2024, 5, 1), 1) == 18.0
    assert hire_cost(5, date(2024, 5, 1), 6) == 108.0
    assert hire_cost(5, date(2024, 5, 1), 7) == 108.0
    assert hire_cost(5, date(2024, 5, 1), 8) == 126.0
    assert hire_cost(33, date(2024, 8, 20), 14) == 420.0
    # over the start of the summer holidays: 3 low days then 4 high days, the 7th free
    assert hire_cost(5, date(2024, 6, 28), 7) == 144.0
    with pytest.raises(ValueError):
        hire_cost(5, date(2024, 5, 1), 0)
    with pytest.raises(ValueError):
        hire_cost(5, date(2024, 5, 1), 29)


def test_booking_total():
    assert booking_total(5, date(2024, 5, 1), 3) == 79.0


def test_refund():
    start = date(2024, 8, 1)
    assert refund(205.0, start, date(2024, 6, 1)) == 195.0
    assert refund(205.0, start, date(2024, 7, 2)) == 195.0
    assert refund(205.0, start, date(2024, 7, 3)) == 102.5
    assert refund(205.0, start, date(2024, 7, 18)) == 102.5
    assert refund(205.0, start, date(2024, 7, 19)) == 0.0
    assert refund(5.0, start, date(2024, 5, 1)) == 0.0
