"""Hidden check for cribbage_fix: the hand from the bug report scores 20, every hand scores
what the rules in the module's docstring say, and nothing else changed."""

import os
import random
import sys
from itertools import combinations

import pytest

sys.path.insert(0, os.getcwd())
from cribbage import breakdown, parse_card, runs, score_hand  # noqa: E402

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
DECK = [rank + suit for rank in RANKS for suit in "CDHS"]


def expected(hand, starter):
    cards = [(RANKS.index(c[:-1].upper()) + 1, c[-1].upper()) for c in hand + [starter]]
    ranks = [rank for rank, _ in cards]
    fifteens = sum(2 for size in range(2, 6) for combo in combinations(ranks, size)
                   if sum(min(r, 10) for r in combo) == 15)
    pairs = sum(2 for a, b in combinations(ranks, 2) if a == b)
    run_points = 0
    for size in (5, 4, 3):
        found = 0
        for combo in combinations(ranks, size):
            ordered = sorted(combo)
            if all(b - a == 1 for a, b in zip(ordered, ordered[1:])):
                found += 1
        if found:
            run_points = size * found
            break
    suits = {suit for _, suit in cards[:4]}
    flush = (5 if cards[4][1] in suits else 4) if len(suits) == 1 else 0
    nobs = 1 if (11, cards[4][1]) in cards[:4] else 0
    return {"fifteens": fifteens, "pairs": pairs, "runs": run_points, "flush": flush,
            "nobs": nobs}


def test_bug_report_hand():
    assert score_hand(["3C", "3D", "4H", "4S"], "5C") == 20
    assert breakdown(["3C", "3D", "4H", "4S"], "5C") == {
        "fifteens": 4, "pairs": 4, "runs": 12, "flush": 0, "nobs": 0}


def test_known_hands():
    assert score_hand(["5H", "5C", "5S", "JD"], "5D") == 29
    assert score_hand(["3H", "4S", "4D", "5C"], "KD") == 10
    assert score_hand(["6H", "6C", "7S", "8D"], "8H") == 20
    assert score_hand(["9H", "9C", "10S", "JD"], "QH") == 10
    assert score_hand(["2H", "4H", "6H", "8H"], "KH") == 5
    assert score_hand(["2H", "4H", "6H", "8H"], "KS") == 4
    assert score_hand(["2C", "4D", "6H", "8S"], "KH") == 0
    assert score_hand(["7C", "7D", "8H", "8S"], "9C") == 24
    assert score_hand(["7C", "7D", "7H", "8S"], "9C") == 21
    assert score_hand(["AC", "2D", "3H", "4S"], "5C") == 7
    assert score_hand(["JC", "QD", "KH", "AS"], "2C") == 4
    assert score_hand(["QC", "KD", "AH", "2S"], "3C") == 7


def test_runs_directly():
    assert runs([3, 3, 4, 4, 5]) == 12
    assert runs([3, 4, 4, 5, 13]) == 6
    assert runs([3, 3, 3, 4, 5]) == 9
    assert runs([1, 2, 3, 4, 5]) == 5
    assert runs([1, 2, 3, 3, 4]) == 8
    assert runs([6, 7, 7, 8, 8]) == 12
    assert runs([12, 13, 1, 2, 5]) == 0
    assert runs([2, 4, 6, 8, 10]) == 0


def test_all_run_shapes():
    for low in range(1, 12):
        for extra in range(low, low + 3):
            ranks = [low, low + 1, low + 2, extra, extra]
            counts = {r: ranks.count(r) for r in ranks}
            ways = counts[low] * counts[low + 1] * counts[low + 2]
            assert runs(ranks) == 3 * ways, ranks


def test_sampled_hands():
    rng = random.Random(32)
    for _ in range(3000):
        cards = rng.sample(DECK, 5)
        hand, starter = cards[:4], cards[4]
        want = expected(hand, starter)
        assert breakdown(hand, starter) == want, (hand, starter)
        assert score_hand(hand, starter) == sum(want.values()), (hand, starter)


def test_every_rank_pattern_for_runs():
    # every multiset of five ranks that holds a run
    rng = random.Random(3232)
    for _ in range(1500):
        ranks = sorted(rng.randint(1, 13) for _ in range(5))
        if any(ranks.count(r) > 4 for r in ranks):
            continue
        suits = {r: iter("CDHS") for r in ranks}
        cards = [RANKS[r - 1] + next(suits[r]) for r in ranks]
        rng.shuffle(cards)
        hand, starter = cards[:4], cards[4]
        assert breakdown(hand, starter)["runs"] == expected(hand, starter)["runs"], cards


def test_rest_unchanged():
    assert parse_card("10D") == (10, "D")
    assert parse_card(" qc ") == (12, "C")
    assert parse_card("AH") == (1, "H")
    for bad in ["1H", "11C", "ZH", "10", "H", "", "10X", "KK"]:
        with pytest.raises(ValueError):
            parse_card(bad)
    with pytest.raises(ValueError):
        score_hand(["5H", "5C", "5S"], "5D")
    with pytest.raises(ValueError):
        score_hand(["5H", "5C", "5S", "5H"], "5D")
    with pytest.raises(ValueError):
        score_hand(["5H", "5C", "5S", "JD"], "5H")
    assert score_hand(["5h", "5c", "5s", "jd"], "5d") == 29
