"""Picking a board game from the shelf for games night."""


def parse_shelf(text):
    """Read my shelf list: one game a line, "Name, MIN-MAX, MINUTES".

    Like "Ticket to Ride, 2-5, 60". Blank lines and lines starting with "#" are
    skipped. Returns a list of dicts {"name", "min", "max", "minutes"} in the
    order of the file. A line that doesn't fit the pattern is a ValueError.
    """
    games = []
    for line in text.splitlines():
        line = line.strip()
        if not line:
            continue
        parts = [part.strip() for part in line.split(",")]
        if len(parts) != 3:
            raise ValueError(f"bad line: {line!r}")
        name, players, minutes = parts
        low, sep, high = players.partition("-")
        if not sep or not low.isdigit() or not high.isdigit() or not minutes.isdigit():
            raise ValueError(f"bad line: {line!r}")
        games.append({"name": name, "min": int(low), "max": int(high),
                      "minutes": int(minutes)})
    return games


def can_play(game, players):
    """True when the game works for this many players (from its min to its max, both allowed)."""
    return game["min"] < players < game["max"]


def pick_games(games, players, minutes):
    """Names of the games for this many players that take at most ``minutes``.

    Shortest game first; games that take the same time in alphabetical order,
    not caring about capitals.
    """
    fits = [game for game in games
            if can_play(game, players) and game["minutes"] <= minutes]
    fits.sort(key=lambda game: (game["minutes"], game["name"]))
    return [game["name"] for game in fits]
