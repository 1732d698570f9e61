"""Hidden check for knife_sharpening_fix: only serrated blades pay the serrated extra, whatever
the order of the list; the rest of sharpening.py unchanged."""

import os
import random
import sys
from datetime import date

import pytest

sys.path.insert(0, os.getcwd())
import sharpening as s  # noqa: E402


def band(length):
    return 4.0 if length <= 15 else 5.0 if length <= 25 else 7.0


def test_reported_case():
    assert s.order_total([(20, True), (12, False), (12, False)]) == 15.0
    assert s.order_total([(12, False), (12, False), (20, True)]) == 15.0


def test_mixed_orders():
    assert s.order_total([(22, True), (30, False)]) == 14.0
    assert s.order_total([(10, True), (10, False), (10, True), (16, False)]) == 21.0
    assert s.order_total([(26, True), (26, False), (26, False), (26, False)]) == 30.0
    rng = random.Random(51)
    for _ in range(300):
        blades = [(rng.choice([5, 12, 15, 16, 20, 25, 26, 33]), rng.random() < 0.4)
                  for _ in range(rng.randint(1, 7))]
        want = sum(band(n) + (2.0 if ser else 0.0) for n, ser in blades)
        assert s.order_total(blades) == pytest.approx(max(want, 10.0)), blades
        assert s.order_total(list(reversed(blades))) == pytest.approx(max(want, 10.0))


def test_rest_unchanged():
    assert s.order_total([(12, False)]) == 10.0
    assert s.order_total([(12, False), (14, False)]) == 10.0
    assert s.order_total([(12, False), (14, False), (15, False)]) == 12.0
    assert s.order_total([(8, True), (8, True)]) == 12.0
    with pytest.raises(ValueError):
        s.order_total([])
    with pytest.raises(ValueError):
        s.order_total([(0, False)])
    assert s.blade_price(15) == 4.0
    assert s.blade_price(15.5) == 5.0
    assert s.blade_price(25, serrated=True) == 7.0
    assert s.blade_price(40, True) == 9.0
    with pytest.raises(ValueError):
        s.blade_price(-3)
    assert s.collection_day(date(2024, 6, 3)) == date(2024, 6, 6)
    assert s.collection_day(date(2024, 6, 6)) == date(2024, 6, 10)
    assert s.collection_day(date(2024, 6, 9)) == date(2024, 6, 12)
    assert s.ticket([(20, True), (12, False), (12, False)], date(2024, 6, 3)) == \
        "3 blades, £15.00, ready Thu 06 Jun"
    assert s.ticket([(30, True)], date(2024, 6, 7)) == "1 blade, £10.00, ready Tue 11 Jun"
