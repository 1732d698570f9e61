"""Snooker scoring helpers for the club's scoreboard."""

BALL_VALUES = {"red": 1, "yellow": 2, "green": 3, "brown": 4, "blue": 5, "pink": 6,
               "black": 7}
COLOURS_IN_ORDER = ["yellow", "green", "brown", "blue", "pink", "black"]


def _ball(ball):
    if not isinstance(ball, str):
        raise TypeError(f"a ball is named by a str, not {ball!r}")
    name = ball.strip().lower()
    if name not in BALL_VALUES:
        raise ValueError(f"no such ball: {ball!r}")
    return name


def _whole(value, what, low, high=None):
    if isinstance(value, bool) or not isinstance(value, int):
        raise TypeError(f"{what} must be an int")
    if value < low or (high is not None and value > high):
        raise ValueError(f"{what} out of range: {value}")
    return value


def ball_value(ball):
    return BALL_VALUES[_ball(ball)]


def break_score(pots):
    return sum(ball_value(ball) for ball in pots)


def points_left(reds):
    _whole(reds, "reds", 0, 15)
    return reds * 8 + 27


def needs_snookers(player, opponent, reds):
    _whole(player, "player", 0)
    _whole(opponent, "opponent", 0)
    return opponent - player > points_left(reds)


def valid_break(pots, reds=15):
    _whole(reds, "reds", 0, 15)
    names = [_ball(ball) for ball in pots]
    left = reds
    colour_due = False
    cleared = 0
    for name in names:
        if colour_due:
            if name == "red":
                return False
            colour_due = False
        elif left:
            if name != "red":
                return False
            left -= 1
            colour_due = True
        else:
            if cleared == len(COLOURS_IN_ORDER) or name != COLOURS_IN_ORDER[cleared]:
                return False
            cleared += 1
    return True
