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
    unique = set(requests)
    here = [current] if current in unique else []
    above = sorted(f for f in unique if f > current)
    below = sorted((f for f in unique if f < current), reverse=True)
    if direction == "up":
        return here + above + below
    return here + below + above


def travel_distance(current, direction, requests):
    """Number of floors the car moves to serve every request."""
    distance = 0
    position = current
    for floor in service_order(current, direction, requests):
        distance += abs(floor - position)
        position = floor
    return distance
