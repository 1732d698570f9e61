"""Elo ratings for the club ladder."""

VALID_SCORES = (0, 0.5, 1)


def expected(ra, rb):
    """Expected score of a player rated ra against one rated rb."""
    return 1 / (1 + 10 ** ((rb - ra) / 400))


def k_factor(rating, games):
    if games < 30:
        return 40
    if rating >= 2400:
        return 10
    return 20


def update(ra, rb, score_a, games_a, games_b):
    if score_a not in VALID_SCORES:
        raise ValueError(f"score must be 0, 0.5 or 1, got {score_a!r}")
    ea = expected(ra, rb)
    eb = expected(rb, ra)
    new_ra = ra + k_factor(ra, games_a) * (score_a - ea)
    new_rb = rb + k_factor(rb, games_b) * ((1 - score_a) - eb)
    return new_ra, new_rb
