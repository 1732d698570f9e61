BYE = object()


def schedule(teams):
    names = list(teams)
    if len(names) < 2 or len(set(names)) < len(names):
        raise ValueError("need two or more distinct teams")
    if len(names) % 2 == 1:
        names.append(BYE)
    n = len(names)
    m = n - 1
    out = []
    for r in range(m):
        games = []
        # the last slot plays team r; alternate who hosts
        pair = (names[r], names[-1]) if r % 2 == 0 else (names[-1], names[r])
        games.append(pair)
        for k in range(1, n // 2):
            x = names[(r + k) % m]
            y = names[(r - k) % m]
            games.append((x, y) if k % 2 == 1 else (y, x))
        out.append([g for g in games if BYE not in g])
    return out


def fixtures(rounds, team):
    games = [
        (i, a if h == team else h, "H" if h == team else "A")
        for i, rnd in enumerate(rounds, 1)
        for h, a in rnd
        if team in (h, a)
    ]
    if not games:
        raise KeyError(f"unknown team: {team}")
    return games
