"""Single-elimination brackets for the club chess tournament."""


def first_round(players):
    """Pair the seeded players best against worst: 1 v n, 2 v n-1, ...

    `players` is a list ordered by seed. With an odd number of players the top seed
    gets a bye and is paired with None.
    """
    players = list(players)
    pairs = []
    if len(players) % 2:
        pairs.append((players.pop(0), None))
    while players:
        pairs.append((players.pop(0), players.pop()))
    return pairs


def rounds_needed(n_players):
    """Rounds a single-elimination tournament of `n_players` takes (0 for 0 or 1)."""
    rounds = 0
    while n_players > 1:
        n_players = (n_players + 1) // 2
        rounds += 1
    return rounds
