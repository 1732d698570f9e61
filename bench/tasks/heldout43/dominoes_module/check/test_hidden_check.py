"""Hidden check for dominoes_module: dominoes.py with parse_tile, hand_total and playable as
the prompt describes them."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import dominoes  # noqa: E402

ALL = [f"{a}-{b}" for a in range(7) for b in range(7)]


def test_prompt_examples():
    assert dominoes.parse_tile("3-5") == (3, 5)
    assert dominoes.hand_total(["3-5", "0-0", "6-6"]) == 20
    assert dominoes.hand_total([]) == 0
    assert dominoes.playable(["3-5", "2-2", "6-1", "4-2"], 5, 1) == ["3-5", "6-1"]


def test_parse_tile():
    assert dominoes.parse_tile("5-3") == (5, 3)
    assert dominoes.parse_tile("0-0") == (0, 0)
    assert dominoes.parse_tile("6-6") == (6, 6)
    assert dominoes.parse_tile("  2-4 ") == (2, 4)
    assert dominoes.parse_tile("1-6\n") == (1, 6)
    for text in ALL:
        a, b = text.split("-")
        got = dominoes.parse_tile(text)
        assert got == (int(a), int(b)) and type(got) is tuple, text
        assert all(type(n) is int for n in got), text


@pytest.mark.parametrize("text", ["7-1", "3-9", "35", "3", "", "a-b", "3-5-1", "3-",
                                  "-5", "3/5", "three-five", "10-2"])
def test_parse_tile_bad(text):
    with pytest.raises(ValueError):
        dominoes.parse_tile(text)


def test_hand_total():
    assert dominoes.hand_total(["0-0"]) == 0
    assert dominoes.hand_total(["6-6", "6-5", "5-5"]) == 33
    assert dominoes.hand_total(ALL) == 294
    rng = random.Random(4343)
    for _ in range(200):
        hand = rng.sample(ALL, rng.randint(0, 7))
        assert dominoes.hand_total(hand) == sum(int(t[0]) + int(t[2]) for t in hand), hand


def test_playable():
    assert dominoes.playable(["3-5", "2-2"], 6, 6) == []
    assert dominoes.playable([], 1, 2) == []
    assert dominoes.playable(["4-4", "1-4", "0-3"], 4, 4) == ["4-4", "1-4"]
    assert dominoes.playable(["0-3", "5-0", "2-2"], 0, 2) == ["0-3", "5-0", "2-2"]
    rng = random.Random(434)
    for _ in range(300):
        hand = rng.sample(ALL, rng.randint(0, 7))
        left, right = rng.randint(0, 6), rng.randint(0, 6)
        want = [t for t in hand if str(left) in t or str(right) in t]
        assert dominoes.playable(hand, left, right) == want, (hand, left, right)
