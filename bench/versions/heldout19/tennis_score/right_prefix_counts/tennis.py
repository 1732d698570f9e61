"""Tennis game scoring."""


def _normalise(points: str) -> str:
    upper = points.upper()
    for ch in upper:
        if ch not in "AB":
            raise ValueError(f"unexpected character {ch!r} in {points!r}")
    if len(upper) != len(points) or any(c not in "aAbB" for c in points):
        raise ValueError(f"unexpected characters in {points!r}")
    # no point may follow the one that finished the game
    for i in range(1, len(upper)):
        a, b = upper[:i].count("A"), upper[:i].count("B")
        if max(a, b) >= 4 and abs(a - b) >= 2:
            raise ValueError("the game was already over")
    return upper


def winner(points: str):
    p = _normalise(points)
    a, b = p.count("A"), p.count("B")
    if max(a, b) >= 4 and abs(a - b) >= 2:
        return "A" if a > b else "B"
    return None


def game_score(points: str) -> str:
    won = winner(points)
    if won:
        return "game " + won
    p = points.upper()
    a, b = p.count("A"), p.count("B")
    if a >= 3 and b >= 3:
        if a == b:
            return "deuce"
        return "advantage " + ("A" if a > b else "B")
    calls = ("0", "15", "30", "40")
    return calls[a] + "-" + calls[b]
