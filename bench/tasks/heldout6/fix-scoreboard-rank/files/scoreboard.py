"""Leaderboard for the office quiz night."""


def rank(scores):
    """Rank players by score, highest first.

    ``scores`` maps player name -> points. Returns a list of ``(rank, name, points)``
    tuples. Players with the same points share a rank and the ranks after them skip
    ahead ("1, 2, 2, 4" ranking). Players on the same points are listed by name.
    """
    ordered = sorted(scores.items(), key=lambda item: (-item[1], item[0]))
    result = []
    current_rank = 0
    previous = None
    for name, points in ordered:
        if points != previous:
            current_rank += 1
            previous = points
        result.append((current_rank, name, points))
    return result


def podium(scores):
    """Names of the players ranked 1, 2 or 3 (there can be more than three with ties)."""
    return [name for place, name, _ in rank(scores) if place <= 3]


def format_table(scores):
    """The leaderboard as text, one player per line: ``rank. name (points)``."""
    return "\n".join(f"{place}. {name} ({points})" for place, name, points in rank(scores))
