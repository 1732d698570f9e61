from datetime import date

import pytest

from softplay import entry_price, family_entry, party_quote, session_end

MONDAY = date(2024, 9, 2)
SATURDAY = date(2024, 9, 7)
SUNDAY = date(2024, 9, 8)


def test_babies_go_free():
    assert entry_price(0, MONDAY) == 0.0
    assert entry_price(11, SATURDAY) == 0.0


def test_toddlers_and_children():
    assert entry_price(12, MONDAY) == 4.5
    assert entry_price(35, MONDAY) == 4.5
    assert entry_price(36, MONDAY) == 7.95
    assert entry_price(143, MONDAY) == 7.95
    with pytest.raises(ValueError):
        entry_price(144, MONDAY)
    with pytest.raises(ValueError):
        entry_price(-1, MONDAY)


def test_weekend_extra():
    assert entry_price(20, SUNDAY) == 5.5
    assert entry_price(20, SATURDAY) == 5.5
    assert entry_price(60, SATURDAY) == 8.95
    assert family_entry([8, 30, 72], SATURDAY) == 14.45
    assert family_entry([8, 30, 72], MONDAY) == 12.45


def test_session_end():
    assert session_end("10:00") == "11:30"
    assert session_end("16:45") == "18:00"
    with pytest.raises(ValueError):
        session_end("18:00")
    with pytest.raises(ValueError):
        session_end("08:30")


def test_party_quote():
    assert party_quote(14) == {"charged_for": 14, "per_child": 12.5, "total": 175.0,
                               "deposit": 44}
    assert party_quote(12, food=False) == {"charged_for": 12, "per_child": 9.0,
                                           "total": 108.0, "deposit": 27}


def test_small_party_pays_for_ten():
    assert party_quote(6) == {"charged_for": 10, "per_child": 12.5, "total": 125.0,
                              "deposit": 32}
    assert party_quote(10, food=False)["total"] == 90.0
