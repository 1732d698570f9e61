"""Hidden check for chip_shop_fix: an item written twice adds up in parse_order, a fish with
large chips is a fish supper (1.00 off) just like regular chips, and the rest of chippy.py
(menu, errors, pensioner discount, wait times) still works."""

import os
import random
import sys
from decimal import ROUND_HALF_UP, Decimal

import pytest

sys.path.insert(0, os.getcwd())
from chippy import order_total, parse_order, wait_minutes  # noqa: E402

PRICES = {"cod": 850, "haddock": 920, "plaice": 890, "chips": 340, "large chips": 460,
          "mushy peas": 150, "curry sauce": 160, "sausage": 210, "fishcake": 280}  # pence
FISH = ("cod", "haddock", "plaice")
CHIPS = ("chips", "large chips")


def expected_pence(order):
    total = sum(PRICES[i] * q for i, q in order.items())
    fish = sum(order.get(f, 0) for f in FISH)
    chips = sum(order.get(c, 0) for c in CHIPS)
    return total - 100 * min(fish, chips)


def close(got, pence, tol=0.005):
    assert isinstance(got, (int, float)) and not isinstance(got, bool), got
    assert abs(got - pence / 100) < tol, (got, pence)


def test_reported_cases():
    assert parse_order("cod, chips, cod") == {"cod": 2, "chips": 1}
    assert order_total(parse_order("cod, chips, cod")) == 19.4
    assert parse_order("2 cod, 1 cod") == {"cod": 3}
    assert order_total(parse_order("haddock, large chips")) == 12.8
    assert order_total(parse_order("haddock, chips")) == 11.6


def test_repeats_add_up():
    assert parse_order("chips, Chips, CHIPS") == {"chips": 3}
    assert parse_order("2 sausage, mushy peas, 3 sausage , large chips") == {
        "sausage": 5, "mushy peas": 1, "large chips": 1}
    assert parse_order(" 1 plaice,  large   chips, plaice, 2 large chips") == {
        "plaice": 2, "large chips": 3}
    assert parse_order("cod") == {"cod": 1}
    assert parse_order("4 curry sauce") == {"curry sauce": 4}


def test_large_chips_suppers():
    assert order_total({"cod": 1, "large chips": 1}) == 12.1
    assert order_total({"plaice": 2, "large chips": 2}) == 25.0
    assert order_total({"cod": 2, "chips": 1, "large chips": 1}) == 23.0
    assert order_total({"cod": 3, "chips": 1, "large chips": 1}) == 31.5
    assert order_total({"haddock": 1, "chips": 2, "large chips": 2}) == 24.2
    assert order_total({"large chips": 3}) == 13.8
    assert order_total({"haddock": 2, "mushy peas": 2}) == 21.4
    assert order_total({"fishcake": 1, "large chips": 1}) == 7.4


def test_sampled():
    rng = random.Random(5858)
    items = list(PRICES)
    for _ in range(1500):
        chosen = [rng.choice(items) for _ in range(rng.randint(1, 8))]
        parts, want = [], {}
        for item in chosen:
            qty = rng.randint(1, 4)
            want[item] = want.get(item, 0) + qty
            shown = item.upper() if rng.random() < 0.3 else item
            parts.append(f"{qty} {shown}" if qty > 1 or rng.random() < 0.5 else shown)
        text = ", ".join(parts)
        order = parse_order(text)
        assert order == want, text
        close(order_total(order), expected_pence(want))
        pensioner = Decimal(expected_pence(want)) * Decimal("0.9") / 100
        got = order_total(order, pensioner=True)
        exact = pensioner.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
        assert abs(Decimal(str(got)) - exact) <= Decimal("0.01"), (text, got, exact)
        assert round(got, 2) == got


def test_rest_unchanged():
    for bad in ["", " , ", "cod, chips, scampi", "0 cod", "cod chips", "2 3 cod"]:
        with pytest.raises(ValueError):
            parse_order(bad)
    assert order_total({"cod": 1, "chips": 1}, pensioner=True) == 9.81
    assert order_total({"haddock": 1, "large chips": 1}, pensioner=True) == 11.52
    assert order_total({"sausage": 2, "curry sauce": 1}) == 5.8
    assert order_total({"sausage": 2, "curry sauce": 1}, True) == 5.22
    assert wait_minutes({"chips": 2}) == 0
    assert wait_minutes(parse_order("cod, cod, chips")) == 8
    assert wait_minutes(parse_order("3 cod, haddock, plaice")) == 16
    assert wait_minutes(parse_order("cod, 2 cod, haddock, 4 plaice, chips")) == 16
    assert wait_minutes({"haddock": 9}) == 24
