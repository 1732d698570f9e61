"""Yahtzee scoring for one roll of five dice."""
from collections import Counter

CATEGORIES = (
    "ones", "twos", "threes", "fours", "fives", "sixes",
    "three_of_a_kind", "four_of_a_kind", "full_house",
    "small_straight", "large_straight", "yahtzee", "chance",
)

_FACES = {"ones": 1, "twos": 2, "threes": 3, "fours": 4, "fives": 5, "sixes": 6}
_SMALL_RUNS = ({1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6})
_LARGE_RUNS = ({1, 2, 3, 4, 5}, {2, 3, 4, 5, 6})


def _check(dice):
    if isinstance(dice, list):
        dice.sort()
    dice = list(dice)
    if len(dice) != 5:
        raise ValueError("need exactly five dice")
    for d in dice:
        if isinstance(d, bool) or not isinstance(d, int) or not 1 <= d <= 6:
            raise ValueError(f"bad die: {d!r}")
    return dice


def score(dice, category):
    dice = _check(dice)
    if category not in CATEGORIES:
        raise ValueError(f"unknown category: {category!r}")
    counts = sorted(Counter(dice).values(), reverse=True)
    faces = set(dice)
    total = sum(dice)
    if category in _FACES:
        face = _FACES[category]
        return face * dice.count(face)
    if category == "three_of_a_kind":
        return total if counts[0] >= 3 else 0
    if category == "four_of_a_kind":
        return total if counts[0] >= 4 else 0
    if category == "full_house":
        return 25 if counts == [3, 2] else 0
    if category == "small_straight":
        return 30 if any(run <= faces for run in _SMALL_RUNS) else 0
    if category == "large_straight":
        return 40 if faces in _LARGE_RUNS else 0
    if category == "yahtzee":
        return 50 if counts[0] == 5 else 0
    return total


def best_category(dice):
    dice = _check(dice)
    best = None
    for category in CATEGORIES:
        points = score(dice, category)
        if best is None or points > best[1]:
            best = (category, points)
    return best
