"""Scoring a single tennis game from the sequence of point winners."""

CALLS = ["0", "15", "30", "40"]


def _count(points):
    """(points won by A, points won by B, winner or None), validating the sequence."""
    a = b = 0
    won_by = None
    for char in points:
        if won_by is not None:
            raise ValueError("points played after the game was won")
        player = char.upper() if char in "aAbB" else None
        if player is None:
            raise ValueError(f"not a player: {char!r}")
        if player == "A":
            a += 1
        else:
            b += 1
        if max(a, b) >= 4 and abs(a - b) >= 2:
            won_by = "A" if a > b else "B"
    return a, b, won_by


def winner(points):
    return _count(points)[2]


def game_score(points):
    a, b, won_by = _count(points)
    if won_by:
        return f"game {won_by}"
    if a >= 3 and b >= 3:
        if a == b:
            return "deuce"
        return "advantage A" if a > b else "advantage B"
    return f"{CALLS[a]}-{CALLS[b]}"
