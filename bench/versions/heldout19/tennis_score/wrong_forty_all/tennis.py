SCORES = ["0", "15", "30", "40"]


def _tally(points):
    a = b = 0
    for i, p in enumerate(points):
        if p in "aA":
            a += 1
        elif p in "bB":
            b += 1
        else:
            raise ValueError("invalid point: " + p)
        if (a >= 4 or b >= 4) and abs(a - b) >= 2 and i != len(points) - 1:
            raise ValueError("game already finished")
    return a, b


def winner(points):
    a, b = _tally(points)
    if (a >= 4 or b >= 4) and abs(a - b) >= 2:
        return "A" if a > b else "B"
    return None


def game_score(points):
    a, b = _tally(points)
    w = winner(points)
    if w:
        return "game " + w
    if a > 3 or b > 3:
        if a == b:
            return "deuce"
        return "advantage A" if a > b else "advantage B"
    return SCORES[a] + "-" + SCORES[b]
