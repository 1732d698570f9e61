"""The squash ladder at our club.

The ladder is a list of names, top of the ladder first. A player can
challenge anyone up to three places above them. If the challenger wins, they
take the loser's place and everyone from there down to the challenger's old
place moves down one. Matches are best of five games, and a game goes to 11
points: you need to be two clear, so at 10-10 it goes on until someone leads
by two (12-10, 13-11, ...).
"""

MAX_REACH = 3  # how many places above you you can challenge
GAME_POINTS = 11
GAMES_TO_WIN = 3


def load_ladder(text):
    """The ladder from the notice-board text: one name a line, top first.

    Spaces around names are ignored and blank lines skipped. The same name
    twice (not caring about capitals) is a ValueError.
    """
    ladder = []
    seen = set()
    for line in text.splitlines():
        name = line.strip()
        if not name:
            continue
        if name.lower() in seen:
            raise ValueError(f"{name} is on the ladder twice")
        seen.add(name.lower())
        ladder.append(name)
    return ladder


def rung(ladder, name):
    """Where ``name`` is on the ladder, 1 = top. ValueError if they're not on it."""
    if name not in ladder:
        raise ValueError(f"{name} is not on the ladder")
    return ladder.index(name) + 1


def can_challenge(ladder, challenger, opponent):
    """True if ``challenger`` may challenge ``opponent``: 1 to MAX_REACH places above them."""
    gap = rung(ladder, challenger) - rung(ladder, opponent)
    return 1 <= gap <= MAX_REACH


def record_result(ladder, winner, loser):
    """The ladder after ``winner`` beat ``loser`` (a new list; the one given is left alone).

    If the winner was below the loser, the winner takes the loser's place and
    everyone from the loser down to just above the winner's old place moves
    down one. If the winner was already above, nothing changes.
    """
    if winner == loser:
        raise ValueError("a player can't play themselves")
    w, lo = rung(ladder, winner) - 1, rung(ladder, loser) - 1
    new = list(ladder)
    if w > lo:
        new.pop(w)
        new.insert(lo, winner)
    return new


def game_winner(a, b):
    """Who won a finished game with scores a and b: 1 or 2.

    ValueError if it isn't a finished game: the winner must have 11, or more
    than 11 only when it went past 10-10 and they won by exactly two.
    """
    if a < 0 or b < 0:
        raise ValueError("scores can't be negative")
    high, low = max(a, b), min(a, b)
    if high < GAME_POINTS or high - low < 2:
        raise ValueError(f"{a}-{b} is not a finished game")
    if high > GAME_POINTS and high - low != 2:
        raise ValueError(f"{a}-{b} is not a finished game")
    return 1 if a > b else 2


def match_winner(games):
    """Who won a best-of-five match: 1 or 2. games is a list of (a, b) game scores.

    ValueError if a game isn't a finished game, nobody has won three games,
    or games carry on after someone already has.
    """
    won = {1: 0, 2: 0}
    for number, (a, b) in enumerate(games, start=1):
        if GAMES_TO_WIN in won.values():
            raise ValueError(f"game {number} was played after the match was over")
        won[game_winner(a, b)] += 1
    for player, count in won.items():
        if count == GAMES_TO_WIN:
            return player
    raise ValueError("the match isn't finished")
