"""Scoring the Easter egg hunt in the garden and sharing out the chocolate afterwards."""

POINTS = {"gold": 5, "silver": 3}  # every other colour is 1 point


def egg_points(eggs):
    """Points for a list of egg colours found by one child."""
    total = 0
    for egg in eggs:
        colour = egg.strip().lower()
        if not colour:
            raise ValueError("an egg with no colour")
        total += POINTS.get(colour, 1)
    return total


def results(found):
    """{child: [colours]} -> [(child, points)], most points first, ties A-Z ignoring case."""
    scored = [(child, egg_points(eggs)) for child, eggs in found.items()]
    return sorted(scored, key=lambda item: (-item[1], item[0].lower()))


def share_out(eggs, children):
    """Share the chocolate eggs equally: (eggs each, eggs left over for the grown-ups)."""
    for value in (eggs, children):
        if not isinstance(value, int) or isinstance(value, bool):
            raise ValueError("eggs and children must be whole numbers")
    if eggs < 0 or children < 1:
        raise ValueError("need 0 or more eggs and at least one child")
    return divmod(eggs, children)
