"""Scoring for our family fantasy football league."""

GOAL_POINTS = {"GK": 6, "DEF": 6, "MID": 5, "FWD": 4}
CLEAN_SHEET_POINTS = {"GK": 4, "DEF": 4, "MID": 1, "FWD": 0}
ASSIST_POINTS = 3
YELLOW_POINTS = -1
RED_POINTS = -3
TRANSFER_HIT = 4


def _count(n, what):
    if not isinstance(n, int) or isinstance(n, bool) or n < 0:
        raise ValueError(f"{what} must be a whole number, 0 or more")


def player_points(position, minutes, goals=0, assists=0, clean_sheet=False,
                  yellow_cards=0, red_card=False):
    """One player's points for one match."""
    if position not in GOAL_POINTS:
        raise ValueError(f"unknown position {position!r}")
    _count(minutes, "minutes")
    if minutes > 90:
        raise ValueError("minutes must be 0 to 90")
    for n, what in ((goals, "goals"), (assists, "assists"), (yellow_cards, "yellow cards")):
        _count(n, what)
    if minutes == 0:
        return 0
    points = 2 if minutes >= 60 else 1
    points += goals * GOAL_POINTS[position] + assists * ASSIST_POINTS
    if clean_sheet and minutes >= 60:
        points += CLEAN_SHEET_POINTS[position]
    points += yellow_cards * YELLOW_POINTS
    if red_card:
        points += RED_POINTS
    return points


def team_score(points, captain, transfers=0, free_transfers=1):
    """A team's week: every player's points, the captain's twice, less transfer hits."""
    if captain not in points:
        raise ValueError(f"{captain!r} is not in the team")
    _count(transfers, "transfers")
    _count(free_transfers, "free transfers")
    hit = TRANSFER_HIT * max(0, transfers - free_transfers)
    return sum(points.values()) + points[captain] - hit


def mini_league(scores):
    """[(manager, total)]: most first, then the better best week, then name."""
    table = []
    for manager, weeks in scores.items():
        if not weeks:
            raise ValueError(f"{manager!r} has no weeks")
        table.append((-sum(weeks), -max(weeks), manager.lower(), manager, sum(weeks)))
    return [(row[3], row[4]) for row in sorted(table)]
