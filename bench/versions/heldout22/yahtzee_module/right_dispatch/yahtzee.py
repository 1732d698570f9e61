from collections import Counter


def _upper(face):
    return lambda dice, counts: face * counts[face]


def _kind(n):
    return lambda dice, counts: sum(dice) if max(counts.values()) >= n else 0


def _full_house(dice, counts):
    return 25 if sorted(counts.values()) == [2, 3] else 0


def _straight(length, points):
    def rule(dice, counts):
        faces = set(dice)
        for low in range(1, 8 - length):
            if all(f in faces for f in range(low, low + length)):
                return points
        return 0
    return rule


RULES = {
    "ones": _upper(1), "twos": _upper(2), "threes": _upper(3),
    "fours": _upper(4), "fives": _upper(5), "sixes": _upper(6),
    "three_of_a_kind": _kind(3), "four_of_a_kind": _kind(4),
    "full_house": _full_house,
    "small_straight": _straight(4, 30), "large_straight": _straight(5, 40),
    "yahtzee": lambda dice, counts: 50 if len(counts) == 1 else 0,
    "chance": lambda dice, counts: sum(dice),
}
CATEGORIES = tuple(RULES)


def _check_dice(dice):
    try:
        n = len(dice)
    except TypeError:
        raise ValueError("dice must be a sequence") from None
    if n != 5:
        raise ValueError("exactly five dice")
    for die in dice:
        if die not in (1, 2, 3, 4, 5, 6) or isinstance(die, (bool, float)):
            raise ValueError("bad die %r" % (die,))


def score(dice, category):
    _check_dice(dice)
    try:
        rule = RULES[category]
    except (KeyError, TypeError):
        raise ValueError("unknown category %r" % (category,)) from None
    return rule(tuple(dice), Counter(dice))


def best_category(dice):
    _check_dice(dice)
    best_name, best_points = None, -1
    for name in CATEGORIES:
        pts = score(dice, name)
        if pts > best_points:
            best_name, best_points = name, pts
    return (best_name, best_points)
