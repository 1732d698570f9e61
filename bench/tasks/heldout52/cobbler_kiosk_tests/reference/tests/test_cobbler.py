import pytest

from cobbler import keys_price, ready_in_days, repair_price, ticket_total


def test_repair_prices():
    assert repair_price("heels") == 12.5
    assert repair_price("half soles") == 28.0
    assert repair_price("full soles") == 42.0
    assert repair_price("stitching") == 8.0
    assert repair_price("zip") == 18.0


def test_repair_ignores_capitals_and_spaces():
    assert repair_price("  Heels ") == 12.5
    assert repair_price("FULL SOLES") == 42.0


def test_repair_on_boots():
    assert repair_price("heels", boots=True) == 15.0
    assert repair_price("full soles", True) == 50.4
    assert repair_price("zip", boots=True) == 21.6


@pytest.mark.parametrize("job", ["laces", "", "heel", "polish"])
def test_unknown_repair(job):
    with pytest.raises(ValueError):
        repair_price(job)


def test_ticket_total():
    assert ticket_total(["heels"]) == 12.5
    assert ticket_total(["heels", "zip"]) == 30.5
    assert ticket_total(["heels", "zip"], boots=True) == 36.6
    assert ticket_total(["heels"], express=True) == 18.5
    assert ticket_total(["heels", "zip", "stitching"], express=True) == 44.5
    assert ticket_total(["half soles", "heels"], boots=True, express=True) == 54.6


def test_ticket_errors():
    with pytest.raises(ValueError):
        ticket_total([])
    with pytest.raises(ValueError):
        ticket_total(["heels", "laces"])


def test_ready_in_days():
    assert ready_in_days(["heels"]) == 2
    assert ready_in_days(["zip", "stitching"]) == 2
    assert ready_in_days(["heels", "half soles"]) == 4
    assert ready_in_days([" Full Soles"]) == 4
    assert ready_in_days(["full soles"], express=True) == 0
    assert ready_in_days(["heels"], express=True) == 0


def test_keys_price():
    assert keys_price("standard", 1) == 4.5
    assert keys_price("standard", 3) == 13.5
    assert keys_price("standard", 4) == 16.88
    assert keys_price("standard", 5) == 20.25
    assert keys_price("security", 2) == 18.0
    assert keys_price("car", 4) == 131.25


@pytest.mark.parametrize("kind, count", [("standard", 0), ("standard", -1), ("car", 2.5),
                                         ("standard", "2"), ("house", 1), ("bike", 3)])
def test_keys_errors(kind, count):
    with pytest.raises(ValueError):
        keys_price(kind, count)
