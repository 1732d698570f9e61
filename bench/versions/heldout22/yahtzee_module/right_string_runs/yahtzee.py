CATEGORIES = ("ones", "twos", "threes", "fours", "fives", "sixes", "three_of_a_kind",
              "four_of_a_kind", "full_house", "small_straight", "large_straight", "yahtzee",
              "chance")


def _validated(dice):
    if not isinstance(dice, (list, tuple)) or len(dice) != 5:
        raise ValueError("five dice please")
    if not all(type(d) is int and 1 <= d <= 6 for d in dice):
        raise ValueError("dice must be 1..6")
    return sorted(dice)


def score(dice, category):
    ordered = _validated(dice)
    if category not in CATEGORIES:
        raise ValueError("unknown category")
    idx = CATEGORIES.index(category)
    if idx < 6:
        return sum(d for d in ordered if d == idx + 1)
    distinct = "".join(str(d) for d in sorted(set(ordered)))
    most = max(ordered.count(d) for d in ordered)
    if category == "three_of_a_kind":
        return sum(ordered) if most >= 3 else 0
    if category == "four_of_a_kind":
        return sum(ordered) if most >= 4 else 0
    if category == "full_house":
        return 25 if len(set(ordered)) == 2 and most == 3 else 0
    if category == "small_straight":
        return 30 if any(run in distinct for run in ("1234", "2345", "3456")) else 0
    if category == "large_straight":
        return 40 if distinct in ("12345", "23456") else 0
    if category == "yahtzee":
        return 50 if most == 5 else 0
    return sum(ordered)


def best_category(dice):
    _validated(dice)
    results = [(score(dice, c), -i, c) for i, c in enumerate(CATEGORIES)]
    points, _, name = max(results)
    return name, points
