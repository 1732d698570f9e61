from collections import deque


def schedule(teams):
    if len(teams) < 2:
        raise ValueError("at least two teams are needed")
    if len(set(teams)) != len(teams):
        raise ValueError("team names must be unique")
    ring = deque(teams[1:])
    anchor = teams[0]
    if len(teams) % 2:
        ring.append(anchor)
        anchor = None
    size = len(ring) + 1
    rounds = []
    for r in range(size - 1):
        order = [anchor] + list(ring)
        games = []
        for i in range(size // 2):
            home, away = order[i], order[-1 - i]
            if i == 0:
                if home is None or away is None:
                    continue
                if r % 2:
                    home, away = away, home
            games.append((home, away))
        rounds.append(games)
        ring.rotate(1)
    return rounds


def fixtures(rounds, team):
    out = []
    for r, games in enumerate(rounds):
        for home, away in games:
            if team == home:
                out.append((r + 1, away, "H"))
            if team == away:
                out.append((r + 1, home, "A"))
    if out:
        return out
    raise KeyError(team)
