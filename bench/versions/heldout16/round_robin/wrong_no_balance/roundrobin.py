"""Round-robin fixtures (circle method) with balanced home/away games."""


def schedule(teams):
    teams = list(teams)
    if len(teams) < 2:
        raise ValueError("need at least two teams")
    if len(set(teams)) != len(teams):
        raise ValueError("duplicate team names")
    if len(teams) % 2:
        # The bye is the fixed slot of the circle: whoever faces it sits out.
        slots = [None] + teams
    else:
        slots = teams
    n = len(slots)
    fixed, others = slots[0], slots[1:]
    rounds = []
    for r in range(n - 1):
        shift = r % (n - 1)
        rotated = others[-shift:] + others[:-shift] if shift else list(others)
        line = [fixed] + rotated
        games = []
        for i in range(n // 2):
            a, b = line[i], line[n - 1 - i]
            if a is None or b is None:
                continue
            games.append((a, b))
        rounds.append(games)
    return rounds


def fixtures(rounds, team):
    result = []
    for number, games in enumerate(rounds, start=1):
        for home, away in games:
            if home == team:
                result.append((number, away, "H"))
            elif away == team:
                result.append((number, home, "A"))
    if not result:
        raise KeyError(team)
    return result
