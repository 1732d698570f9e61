from itertools import groupby
from operator import attrgetter


def by_team(members):
    ordered = sorted(members, key=attrgetter("team"))
    return {team: sorted((m.name for m in group), key=str.casefold)
            for team, group in groupby(ordered, key=attrgetter("team"))}


def team_sizes(members):
    return sorted(((team, len(names)) for team, names in by_team(members).items()),
                  key=lambda tc: (-tc[1], tc[0]))
