"""Scoring for our Wednesday curling league."""

HOUSE = 1.83  # metres from the button to the edge of the house
TEAMS = ("red", "yellow")
STONES = 8


def _in_house(stones):
    if len(stones) > STONES:
        raise ValueError(f"a team has at most {STONES} stones")
    if any(d < 0 for d in stones):
        raise ValueError("distances can't be negative")
    return sorted(d for d in stones if d <= HOUSE)


def end_score(red, yellow):
    """(team, points) for one end, or (None, 0) for a blank end."""
    r, y = _in_house(red), _in_house(yellow)
    if not r and not y:
        return None, 0
    if r and y and r[0] == y[0]:
        return None, 0
    if not y or (r and r[0] < y[0]):
        team, mine, best_other = "red", r, (y[0] if y else None)
    else:
        team, mine, best_other = "yellow", y, (r[0] if r else None)
    if best_other is None:
        return team, len(mine)
    return team, sum(1 for d in mine if d < best_other)


def _check_end(end):
    team, points = end
    if team is None and points == 0:
        return
    if team in TEAMS and isinstance(points, int) and not isinstance(points, bool) \
            and 1 <= points <= STONES:
        return
    raise ValueError(f"not an end result: {end!r}")


def linescore(ends):
    """{"red": points, "yellow": points} over the ends played."""
    totals = {"red": 0, "yellow": 0}
    for end in ends:
        _check_end(end)
        if end[0] is not None:
            totals[end[0]] += end[1]
    return totals


def hammer(ends, first="yellow"):
    """Who has the last stone in the next end."""
    if first not in TEAMS:
        raise ValueError(f"unknown team: {first!r}")
    has = first
    for end in ends:
        _check_end(end)
        if end[0] is not None:
            has = "yellow" if end[0] == "red" else "red"
    return has


def winner(ends):
    """"red" or "yellow", whoever has more points, or None when level."""
    totals = linescore(ends)
    if totals["red"] == totals["yellow"]:
        return None
    return "red" if totals["red"] > totals["yellow"] else "yellow"
