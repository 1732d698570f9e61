from collections import Counter


def by_team(members):
    """Map team -> member names sorted case-insensitively."""
    teams = {}
    for m in members:
        teams.setdefault(m.team, []).append(m.name)
    return {team: sorted(names, key=str.lower) for team, names in teams.items()}


def team_sizes(members):
    """(team, count) pairs, largest first, ties by team name."""
    counts = Counter(m.team for m in members)
    return counts.most_common()
