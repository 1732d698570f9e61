"""Hidden check for lawn_bowls_module: bowls.py with end_shots, total, winner and scorecard as
the prompt describes them, examples and error rules."""

import os
import random
import sys

import pytest

sys.path.insert(0, os.getcwd())
import bowls  # noqa: E402

ENDS = [(2, 0), (0, 1), (0, 0), (3, 0), (0, 4)]


def expected_shots(ours, theirs):
    if not ours or not theirs:
        return len(ours), len(theirs)
    a, b = min(ours), min(theirs)
    if a < b:
        return sum(d < b for d in ours), 0
    if b < a:
        return 0, sum(d < a for d in theirs)
    return 0, 0


def random_ends(rng, n):
    ends = []
    for _ in range(n):
        shots = rng.choice([0, 1, 1, 1, 2, 2, 3, 4])
        ends.append(rng.choice([(shots, 0), (0, shots)]))
    return ends


def test_prompt_examples():
    assert bowls.end_shots([30, 12, 18, 85], [40, 22]) == (2, 0)
    assert bowls.end_shots([50], [10, 20, 60]) == (0, 2)
    assert bowls.end_shots([15, 40], [15, 90]) == (0, 0)
    assert bowls.end_shots([], [33, 70]) == (0, 2)
    assert bowls.total(ENDS) == (5, 5)
    assert bowls.winner(ENDS, target=5) == ("us", 4)
    assert bowls.winner(ENDS) is None
    assert bowls.scorecard(ENDS) == [" 1  2-0  2-0", " 2  0-1  2-1", " 3  0-0  2-1",
                                     " 4  3-0  5-1", " 5  0-4  5-5"]


def test_end_shots_more():
    assert bowls.end_shots([], []) == (0, 0)
    assert bowls.end_shots([5, 6, 7, 8], []) == (4, 0)
    assert bowls.end_shots([], [100]) == (0, 1)
    assert bowls.end_shots([5, 6, 7, 8], [9, 10, 11, 12]) == (4, 0)
    assert bowls.end_shots([5, 60, 7, 80], [9]) == (2, 0)
    assert bowls.end_shots([20, 20], [25]) == (2, 0)
    assert bowls.end_shots([20, 25], [25]) == (1, 0)
    assert bowls.end_shots([0], [0.5]) == (1, 0)
    assert bowls.end_shots([12.5, 30], [12.4, 12.6, 12.45]) == (0, 2)
    assert bowls.end_shots([40, 3], [3]) == (0, 0)


def test_end_shots_sampled():
    rng = random.Random(58)
    for _ in range(3000):
        ours = [rng.randint(0, 60) for _ in range(rng.randint(0, 4))]
        theirs = [rng.randint(0, 60) for _ in range(rng.randint(0, 4))]
        assert bowls.end_shots(ours, theirs) == expected_shots(ours, theirs), (ours, theirs)
        assert bowls.end_shots(theirs, ours) == expected_shots(theirs, ours)


def test_end_shots_errors():
    for ours, theirs in [([1, 2, 3, 4, 5], []), ([], [1, 2, 3, 4, 5]), ([-1], [3]),
                         ([3], [-0.5]), (["12"], [3]), ([None], [])]:
        with pytest.raises(ValueError):
            bowls.end_shots(ours, theirs)


def test_totals_and_winner():
    assert bowls.total([]) == (0, 0)
    assert bowls.winner([]) is None
    assert bowls.scorecard([]) == []
    assert bowls.winner(ENDS, target=6) is None
    assert bowls.winner(ENDS, 3) == ("us", 4)
    assert bowls.winner(ENDS, target=2) == ("us", 1)
    assert bowls.winner([(0, 3), (0, 2), (4, 0)], target=5) == ("them", 2)
    assert bowls.winner([(0, 3), (0, 2), (4, 0)], target=4) == ("them", 2)
    assert bowls.winner([(0, 3), (0, 2), (4, 0), (2, 0)], target=6) == ("us", 4)
    match = [(1, 0)] * 20 + [(0, 4)] * 5 + [(1, 0)]
    assert bowls.winner(match) == ("us", 26)
    assert bowls.total(match) == (21, 20)
    match = [(0, 1)] * 21 + [(4, 0)]
    assert bowls.winner(match) == ("them", 21)


def test_sampled_matches():
    rng = random.Random(5858)
    for _ in range(500):
        ends = random_ends(rng, rng.randint(0, 30))
        target = rng.choice([7, 11, 15, 21, 25])
        us = them = 0
        want, lines = None, []
        for n, (a, b) in enumerate(ends, 1):
            us, them = us + a, them + b
            lines.append(f"{n:>2}  {a}-{b}  {us}-{them}")
            if want is None and us >= target:
                want = ("us", n)
            elif want is None and them >= target:
                want = ("them", n)
        assert bowls.total(ends) == (us, them)
        assert bowls.winner(ends, target) == want, (ends, target)
        assert bowls.scorecard(ends) == lines


def test_scorecard_long():
    ends = [(1, 0), (0, 2)] * 6
    card = bowls.scorecard(ends)
    assert card[8] == " 9  1-0  5-8"
    assert card[9] == "10  0-2  5-10"
    assert card[11] == "12  0-2  6-12"


def test_bad_ends():
    for ends in [[(2, 1)], [(0, 0), (1, 3)], [(-1, 0)], [(0, -2)], [(1.5, 0)],
                 [(2, 0), ("1", 0)]]:
        for call in (bowls.total, bowls.winner, bowls.scorecard):
            with pytest.raises(ValueError):
                call(ends)
