CATEGORIES = (
    "ones",
    "twos",
    "threes",
    "fours",
    "fives",
    "sixes",
    "three_of_a_kind",
    "four_of_a_kind",
    "full_house",
    "small_straight",
    "large_straight",
    "yahtzee",
    "chance",
)


def _counts(dice):
    if len(dice) != 5:
        raise ValueError("expected 5 dice")
    counts = [0] * 7
    for d in dice:
        if not isinstance(d, int) or isinstance(d, bool) or d < 1 or d > 6:
            raise ValueError("invalid die")
        counts[d] += 1
    return counts


def _longest_run(counts):
    best = run = 0
    for face in range(1, 7):
        run = run + 1 if counts[face] else 0
        best = max(best, run)
    return best


def score(dice, category):
    counts = _counts(dice)
    total = sum(face * n for face, n in enumerate(counts))
    biggest = max(counts)
    if category in CATEGORIES[:6]:
        face = CATEGORIES.index(category) + 1
        return face * counts[face]
    elif category == "three_of_a_kind":
        return total if biggest >= 3 else 0
    elif category == "four_of_a_kind":
        return total if biggest >= 4 else 0
    elif category == "full_house":
        return 25 if 3 in counts and 2 in counts else 0
    elif category == "small_straight":
        return 30 if _longest_run(counts) >= 4 else 0
    elif category == "large_straight":
        return 40 if _longest_run(counts) == 5 else 0
    elif category == "yahtzee":
        return 50 if biggest == 5 else 0
    elif category == "chance":
        return total
    raise ValueError("unknown category: %s" % category)


def best_category(dice):
    _counts(dice)
    scores = {c: score(dice, c) for c in CATEGORIES}
    top = max(scores.values())
    for c in CATEGORIES:
        if scores[c] == top:
            return c, top
