"""Entries, placings and the cup for the village flower and produce show."""

ADULT_PER_CLASS = 0.50
ADULT_CAP = 5.00
MIN_TO_PLACE = 10
MAX_POINTS = 20
ROSETTES = {1: "red", 2: "blue", 3: "yellow"}
CUP_POINTS = {1: 3, 2: 2, 3: 1}


def _whole(n):
    return isinstance(n, int) and not isinstance(n, bool)


def entry_fee(classes, junior=False):
    """Entry fee: 50p a class for adults, never more than 5.00; juniors free."""
    if not _whole(classes) or classes < 1:
        raise ValueError("classes must be a whole number, 1 or more")
    if junior:
        return 0.0
    return min(ADULT_CAP, round(classes * ADULT_PER_CLASS, 2))


def placings(points):
    """[(place, exhibitor)] for 1st to 3rd in one class; shared places skip the next."""
    for name, p in points.items():
        if not _whole(p) or not 0 <= p <= MAX_POINTS:
            raise ValueError(f"bad points for {name!r}: {p!r}")
    ordered = sorted(points.items(), key=lambda item: (-item[1], item[0].lower()))
    result = []
    for name, p in ordered:
        place = 1 + sum(1 for other in points.values() if other > p)
        if p < MIN_TO_PLACE or place > 3:
            break
        result.append((place, name))
    return result


def rosette(place):
    """Rosette colour for a place: 1 red, 2 blue, 3 yellow."""
    if place not in ROSETTES or not _whole(place):
        raise ValueError(f"no rosette for place {place!r}")
    return ROSETTES[place]


def cup_table(results):
    """[(exhibitor, cup points)] over every class, most first; 3/2/1 for 1st/2nd/3rd."""
    totals = {}
    for points in results.values():
        for place, name in placings(points):
            totals[name] = totals.get(name, 0) + CUP_POINTS[place]
    return sorted(totals.items(), key=lambda item: (-item[1], item[0].lower()))
