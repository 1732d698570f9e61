"""Order in which a single elevator serves the floors it has been asked to stop at."""
import bisect

DIRECTIONS = ("up", "down")


def service_order(current, direction, requests):
    """Return the floors in the order the car stops at them."""
    if direction not in DIRECTIONS:
        raise ValueError(f"direction must be 'up' or 'down', not {direction!r}")
    floors = sorted(set(requests))
    if direction == "up":
        cut = bisect.bisect_left(floors, current)
        return floors[cut:] + floors[:cut][::-1]
    cut = bisect.bisect_right(floors, current)
    return floors[:cut][::-1] + floors[cut:]


def travel_distance(current, direction, requests):
    """Number of floors the car moves to serve every request."""
    stops = [current] + service_order(current, direction, requests)
    return sum(abs(b - a) for a, b in zip(stops, stops[1:]))
