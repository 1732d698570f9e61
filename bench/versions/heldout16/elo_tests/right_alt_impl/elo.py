import math


def expected(ra, rb):
    return 1.0 / (1.0 + math.pow(10.0, (rb - ra) / 400.0))


def k_factor(rating, games):
    if games >= 30:
        return 10 if rating >= 2400 else 20
    return 40


def update(ra, rb, score_a, games_a, games_b):
    if score_a not in {0, 0.5, 1} or isinstance(score_a, str):
        raise ValueError("score_a must be 1, 0.5 or 0")
    players = [(ra, rb, score_a, games_a), (rb, ra, 1 - score_a, games_b)]
    return tuple(r + k_factor(r, g) * (s - expected(r, opp)) for r, opp, s, g in players)
