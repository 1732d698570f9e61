"""Marking and scoring for the Thursday pub quiz."""

import math

MAX_TEAM = 6


def _norm(text):
    return text.strip().lower()


def mark_round(answers, key):
    """One point for each answer that matches the key (capitals and outer spaces ignored).

    A key entry may give alternatives separated by "/". A blank answer never
    scores. answers and key must be the same length, else ValueError.
    """
    if len(answers) != len(key):
        raise ValueError("answers and key must be the same length")
    score = 0
    for answer, right in zip(answers, key):
        given = _norm(answer)
        if given and given in {_norm(alt) for alt in right.split("/")}:
            score += 1
    return score


def team_total(scores, joker=None):
    """Total of a team's round scores, the joker round (counted from 1) doubled."""
    for s in scores:
        if not isinstance(s, int) or isinstance(s, bool) or s < 0:
            raise ValueError("round scores must be whole numbers, 0 or more")
    total = sum(scores)
    if joker is not None:
        if not isinstance(joker, int) or isinstance(joker, bool) or not 1 <= joker <= len(scores):
            raise ValueError("joker must be one of the rounds")
        total += scores[joker - 1]
    return total


def standings(totals):
    """[(place, team, points)], best first; equal points share a place (1, 2, 2, 4)."""
    ordered = sorted(totals.items(), key=lambda item: (-item[1], item[0].lower()))
    table = []
    for i, (team, points) in enumerate(ordered):
        place = table[-1][0] if table and table[-1][2] == points else i + 1
        table.append((place, team, points))
    return table


def tiebreak(guesses, answer):
    """The team(s) whose guess is nearest the answer, as a list in name order."""
    if not guesses:
        raise ValueError("no guesses")
    best = min(abs(g - answer) for g in guesses.values())
    return sorted((t for t, g in guesses.items() if abs(g - answer) == best), key=str.lower)


def prize_pot(team_sizes, fee=2):
    """Entry money: half the takings, rounded down to whole pounds, is the prize."""
    if not team_sizes:
        raise ValueError("no teams")
    for n in team_sizes:
        if not isinstance(n, int) or isinstance(n, bool) or not 1 <= n <= MAX_TEAM:
            raise ValueError("a team is 1 to 6 players")
    if fee <= 0:
        raise ValueError("fee must be more than 0")
    players = sum(team_sizes)
    takings = round(players * fee, 2)
    prize = math.floor(takings / 2)
    return {"teams": len(team_sizes), "players": players, "takings": takings,
            "prize": prize, "kitty": round(takings - prize, 2)}
