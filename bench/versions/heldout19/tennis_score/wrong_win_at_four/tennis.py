def _parse(points):
    a = b = 0
    for i, ch in enumerate(points.upper()):
        if ch == "A":
            a += 1
        elif ch == "B":
            b += 1
        else:
            raise ValueError("bad character")
        if (a == 4 or b == 4) and i < len(points) - 1:
            raise ValueError("game over")
    return a, b


def winner(points):
    a, b = _parse(points)
    if a == 4:
        return "A"
    if b == 4:
        return "B"
    return None


def game_score(points):
    a, b = _parse(points)
    w = winner(points)
    if w is not None:
        return f"game {w}"
    if a == 3 and b == 3:
        return "deuce"
    names = ["0", "15", "30", "40"]
    return f"{names[a]}-{names[b]}"
