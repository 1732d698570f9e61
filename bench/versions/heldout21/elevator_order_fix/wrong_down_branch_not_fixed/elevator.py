"""Order in which a single elevator serves the floors it has been asked to stop at.

The car keeps going in its current direction while there are requests ahead of it
(a request at the floor it is standing on counts as "ahead" and is served first),
then turns around and serves the rest.
"""

DIRECTIONS = ("up", "down")


def service_order(current, direction, requests):
    """Return the floors in the order the car stops at them."""
    if direction not in DIRECTIONS:
        raise ValueError(f"direction must be 'up' or 'down', not {direction!r}")
    floors = set(requests)
    if direction == "up":
        ahead = sorted(f for f in floors if f >= current)
        behind = sorted((f for f in floors if f < current), reverse=True)
    else:
        ahead = sorted((f for f in floors if f < current), reverse=True)
        behind = sorted(f for f in floors if f >= current)
    return ahead + behind


def travel_distance(current, direction, requests):
    """Number of floors the car moves to serve every request."""
    distance = 0
    position = current
    for floor in service_order(current, direction, requests):
        distance += abs(floor - position)
        position = floor
    return distance
