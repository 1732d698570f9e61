"""Hidden check for wallpaper_rolls_edit: the new order() adds a spare roll (only when there is
something to paper), paste packets at 5 rolls a packet rounded up, the cost at 4.50 a packet,
the roll price checked; the rest of wallpaper.py still works."""

import math
import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
from wallpaper import (order, rolls_needed, strip_length, strips_for_wall,  # noqa: E402
                       strips_per_roll)

BEDROOM = [380, 420, 380, 420]


def money(got, pence):
    assert isinstance(got, (int, float)) and not isinstance(got, bool), got
    assert abs(got - pence / 100) < 0.005, (got, pence)
    assert round(got, 2) == got


def test_prompt_examples():
    assert order(BEDROOM, 240, 18.99, repeat_cm=64) == {"rolls": 12, "paste": 3,
                                                       "cost": 241.38}
    assert order(BEDROOM, 240, 18.99, 64) == {"rolls": 12, "paste": 3, "cost": 241.38}
    assert order(BEDROOM, 240, 12.50) == {"rolls": 9, "paste": 2, "cost": 121.5}
    assert order(BEDROOM, 240, 12.50, spare=False) == {"rolls": 8, "paste": 2, "cost": 109.0}
    assert order(BEDROOM, 240, 12.50, 0, False) == {"rolls": 8, "paste": 2, "cost": 109.0}


def test_more_cases():
    # one wall: 2 strips, one roll, plus the spare
    assert order([100], 240, 10.0) == {"rolls": 2, "paste": 1, "cost": 24.5}
    assert order([100], 240, 10.0, spare=False) == {"rolls": 1, "paste": 1, "cost": 14.5}
    # exactly 5 rolls with the spare: one packet; 6: two
    got = order([380, 420], 240, 20.0)
    assert got == {"rolls": 5, "paste": 1, "cost": 104.5}
    got = order([380, 420, 53], 240, 20.0)
    assert got == {"rolls": 6, "paste": 2, "cost": 129.0}
    assert order([], 240, 15.0) == {"rolls": 0, "paste": 0, "cost": 0}
    assert order([], 240, 15.0, spare=False) == {"rolls": 0, "paste": 0, "cost": 0}
    money(order(BEDROOM, 250, 7.99, 53)["cost"], 12 * 799 + 3 * 450)


def test_errors():
    for price in [0, -12.5]:
        with pytest.raises(ValueError):
            order(BEDROOM, 240, price)
    for widths, height, repeat in [([0], 240, 0), ([380], 0, 0), ([380], 240, -1),
                                   ([380], 240, 2.5), ([380], 1000, 0)]:
        with pytest.raises(ValueError):
            order(widths, height, 12.0, repeat)


def test_sampled():
    rng = random.Random(5252)
    for _ in range(2000):
        widths = [rng.randint(40, 600) for _ in range(rng.randint(0, 6))]
        height = rng.randint(180, 330)
        repeat = rng.choice([0, 0, 27, 53, 64, 70])
        pence = rng.randint(500, 6000)
        spare = rng.random() < 0.6
        got = order(widths, height, pence / 100, repeat, spare)
        length = height + 10
        if repeat:
            length = -(-length // repeat) * repeat
        strips = sum(-(-w // 53) for w in widths)
        rolls = -(-strips // (1005 // length))
        if spare and rolls:
            rolls += 1
        paste = math.ceil(rolls / 5)
        assert set(got) == {"rolls", "paste", "cost"}
        assert got["rolls"] == rolls and got["paste"] == paste, (widths, height, repeat)
        money(got["cost"], rolls * pence + paste * 450)


def test_rest_unchanged():
    assert strip_length(240) == 250
    assert strip_length(240, 64) == 256
    assert strip_length(246, 64) == 256
    assert strips_per_roll(240) == 4
    assert strips_per_roll(240, 64) == 3
    assert strips_for_wall(53) == 1
    assert strips_for_wall(54) == 2
    assert rolls_needed(BEDROOM, 240) == 8
    assert rolls_needed(BEDROOM, 240, 64) == 11
    assert rolls_needed([], 240) == 0
    with pytest.raises(ValueError):
        strips_per_roll(1000)
    with pytest.raises(ValueError):
        strips_for_wall(0)
