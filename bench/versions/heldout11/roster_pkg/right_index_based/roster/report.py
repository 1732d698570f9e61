def by_team(members):
    result = {}
    for member in members:
        if member.team not in result:
            result[member.team] = []
        result[member.team].append(member.name)
    for names in result.values():
        names.sort(key=lambda n: n.lower())
    return result


def team_sizes(members):
    sizes = {}
    for member in members:
        sizes[member.team] = sizes.get(member.team, 0) + 1
    pairs = sorted(sizes.items())                     # by name first
    pairs.sort(key=lambda p: p[1], reverse=True)      # stable: keeps name order in ties
    return pairs
