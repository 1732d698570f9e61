NAMES = {0: "0", 1: "15", 2: "30", 3: "40"}


def _play(points):
    """Walk through the points; returns the final state.

    State is one of ('score', a, b), ('deuce',), ('adv', p), ('game', p)
    """
    state = ("score", 0, 0)
    for raw in points:
        p = raw.upper() if raw in ("a", "b", "A", "B") else None
        if p is None:
            raise ValueError("bad point %r" % raw)
        kind = state[0]
        if kind == "game":
            raise ValueError("game already over")
        if kind == "score":
            a, b = state[1], state[2]
            if p == "A":
                a += 1
            else:
                b += 1
            if a == 4:
                state = ("game", "A")
            elif b == 4:
                state = ("game", "B")
            elif a == 3 and b == 3:
                state = ("deuce",)
            else:
                state = ("score", a, b)
        elif kind == "deuce":
            state = ("adv", p)
        elif kind == "adv":
            state = ("game", p) if state[1] == p else ("deuce",)
    return state


def game_score(points):
    state = _play(points)
    if state[0] == "score":
        return NAMES[state[1]] + "-" + NAMES[state[2]]
    if state[0] == "deuce":
        return "deuce"
    if state[0] == "adv":
        return "advantage " + state[1]
    return "game " + state[1]


def winner(points):
    state = _play(points)
    return state[1] if state[0] == "game" else None
