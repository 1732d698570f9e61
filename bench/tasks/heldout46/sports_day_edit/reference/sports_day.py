"""Sports day results for our primary school."""

HOUSES = ("Badger", "Hare", "Kestrel", "Otter")
POINTS = {1: 5, 2: 3, 3: 2}  # any other place gets 1 point for taking part


def parse_results(lines):
    """Lines like 'Egg and spoon, 1, Maya Clarke, Otter' -> a list of
    (race, place, name, house) tuples, in the order given.

    Blank lines and lines starting with # are skipped. The race and name are
    stripped, the place is a whole number from 1, and the house is matched
    ignoring capitals and given back as in HOUSES. A bad line is a ValueError.
    """
    results = []
    for line in lines:
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = [p.strip() for p in line.split(",")]
        if len(parts) != 4:
            raise ValueError(f"need race, place, name, house: {line!r}")
        race, place, name, house = parts
        if not place.isdigit() or int(place) < 1:
            raise ValueError(f"bad place: {line!r}")
        matches = [h for h in HOUSES if h.lower() == house.lower()]
        if not race or not name or not matches:
            raise ValueError(f"bad line: {line!r}")
        results.append((race, int(place), name, matches[0]))
    return results


def points(place):
    """House points for a place: 5, 3 and 2 for the first three, 1 for the rest."""
    return POINTS.get(place, 1)


def house_totals(results):
    """{house: total points} with every house in it, 0 for a house with no results."""
    totals = {house: 0 for house in HOUSES}
    for _race, place, _name, house in results:
        totals[house] += points(place)
    return totals


def race_winners(results):
    """{race: [names who came 1st]} (a dead heat can give two), races in the order first
    seen, names in the order given."""
    winners = {}
    for race, place, name, _house in results:
        winners.setdefault(race, [])
        if place == 1:
            winners[race].append(name)
    return winners


def certificates(results):
    """Every pupil's best certificate: 'gold' for winning a race, 'silver' for a best place
    of 2nd or 3rd, 'taking part' for everyone else. Names sorted, each pupil once."""
    best = {}
    for _race, place, name, _house in results:
        best[name] = min(place, best.get(name, place))
    out = {"gold": [], "silver": [], "taking part": []}
    for name in sorted(best):
        place = best[name]
        if place == 1:
            out["gold"].append(name)
        elif place <= 3:
            out["silver"].append(name)
        else:
            out["taking part"].append(name)
    return out
