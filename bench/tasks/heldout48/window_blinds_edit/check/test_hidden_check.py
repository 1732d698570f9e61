"""Hidden check for window_blinds_edit: blind_price(..., blackout=True) adds 8 per charged
square metre for roller and roman (venetian refused), order_total takes an optional third
item per entry; everything that was there still works the same."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from blinds import blind_area, blind_price, order_total, parse_size  # noqa: E402

RATES = {"roller": 28.0, "roman": 45.0, "venetian": 38.0}


def area(w, h):
    return round(max(0.5, w * h / 10000), 2)


def test_prompt_examples():
    assert blind_price("roller", 120, 150, blackout=True) == 64.8
    assert blind_price("roller", 120, 150) == 50.4
    assert blind_price("roman", 60, 70, blackout=True) == 26.5
    assert order_total([("roller", "120x150", True), ("Roman", "60x70")], fitting=True) == 117.3


def test_blackout_more():
    assert blind_price("roller", 120, 150, blackout=False) == 50.4
    assert blind_price(" ROMAN ", 100, 100, blackout=True) == 53.0
    assert blind_price("roller", 30, 40, blackout=True) == 18.0
    assert blind_price("Roman", 90, 200, True) == 95.4
    rng = random.Random(480)
    for _ in range(500):
        w, h = rng.randint(20, 300), rng.randint(20, 300)
        style = rng.choice(["roller", "roman"])
        want = round(area(w, h) * (RATES[style] + 8), 2)
        assert abs(blind_price(style, w, h, blackout=True) - want) < 0.006, (style, w, h)
        assert round(blind_price(style, w, h, blackout=True), 2) == blind_price(
            style, w, h, blackout=True)


def test_no_blackout_for_venetian():
    with pytest.raises(ValueError):
        blind_price("venetian", 120, 150, blackout=True)
    with pytest.raises(ValueError):
        blind_price("Venetian ", 60, 60, True)
    with pytest.raises(ValueError):
        order_total([("roller", "100x100"), ("venetian", "100x100", True)])
    assert blind_price("venetian", 120, 150, blackout=False) == 68.4


def test_order_total_with_third_item():
    assert order_total([("roller", "120x150", False)]) == 50.4
    assert order_total([("roller", "120x150", True)]) == 64.8
    assert order_total([("roller", "120x150", True), ("roman", "60x70", True),
                        ("venetian", "100X100")]) == 129.3
    assert order_total([("roller", "120x150", True), ("roman", "100x100", False)],
                       fitting=True) == 139.8


def test_existing_behaviour_unchanged():
    assert parse_size("120x150") == (120, 150)
    assert parse_size(" 60 X 70 ") == (60, 70)
    for bad in ["120-150", "x150", "0x100", "12.5x100", ""]:
        with pytest.raises(ValueError):
            parse_size(bad)
    assert blind_area(120, 150) == 1.8
    assert blind_area(30, 40) == 0.5
    with pytest.raises(ValueError):
        blind_area(0, 10)
    assert blind_price("Venetian", 100, 100) == 38.0
    assert blind_price("roman", 60, 70) == 22.5
    with pytest.raises(ValueError):
        blind_price("vertical", 100, 100)
    assert order_total([("roller", "120x150"), ("Roman", "60x70")]) == 72.9
    assert order_total([("roller", "120x150"), ("Roman", "60x70")], fitting=True) == 102.9
    assert order_total([]) == 0.0
    assert order_total([], fitting=True) == 0.0
