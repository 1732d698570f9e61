"""Scores for our Sunday petanque games at the club: team A against team B,
first to 13 points wins."""

TARGET = 13
MAX_POINTS = 6  # the most one end can score (triples: six boules a team)


def parse_end(line):
    """One end as I write it on the card, "A 3" or "b 1" -> ("A", 3).

    The team is A or B (either case), the points 1 to 6; anything else is a
    ValueError.
    """
    parts = line.split()
    if len(parts) != 2:
        raise ValueError(f"expected a team and points: {line!r}")
    team, points = parts[0].upper(), parts[1]
    if team not in ("A", "B"):
        raise ValueError(f"no such team: {parts[0]!r}")
    if not points.isdigit() or not 1 <= int(points) <= MAX_POINTS:
        raise ValueError(f"an end scores 1 to {MAX_POINTS}: {points!r}")
    return team, int(points)


def game_score(ends):
    """(A's points, B's points) after a list of ends like [("A", 3), ("B", 1)]."""
    a = sum(points for team, points in ends if team == "A")
    b = sum(points for team, points in ends if team == "B")
    return a, b


def winner(ends, target=TARGET):
    """The first team to reach ``target`` points, or None if nobody has yet.

    Ends played after someone has won don't count.
    """
    a = b = 0
    for team, points in ends:
        if team == "A":
            a += points
        else:
            b += points
        if a >= target:
            return "A"
        if b >= target:
            return "B"
    return None


def scoresheet(ends):
    """One line per end with the running score, e.g. "End 2: B 1 (3-1)"."""
    lines, a, b = [], 0, 0
    for number, (team, points) in enumerate(ends, start=1):
        if team == "A":
            a += points
        else:
            b += points
        lines.append(f"End {number}: {team} {points} ({a}-{b})")
    return lines
