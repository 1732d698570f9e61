"""Order in which a single elevator serves the floors it has been asked to stop at.

Simulated floor by floor.
"""

DIRECTIONS = ("up", "down")


def service_order(current, direction, requests):
    """Return the floors in the order the car stops at them."""
    if direction not in DIRECTIONS:
        raise ValueError(f"direction must be 'up' or 'down', not {direction!r}")
    pending = set(requests)
    order = []
    step = 1 if direction == "up" else -1
    floor = current
    turned = False
    while pending:
        if floor in pending:
            pending.discard(floor)
            order.append(floor)
        ahead = any((f - floor) * step > 0 for f in pending)
        if not ahead:
            if turned or not pending:
                break
            step, turned = -step, True
        floor += step
    return order


def travel_distance(current, direction, requests):
    """Number of floors the car moves to serve every request."""
    distance = 0
    position = current
    for floor in service_order(current, direction, requests):
        distance += abs(floor - position)
        position = floor
    return distance
