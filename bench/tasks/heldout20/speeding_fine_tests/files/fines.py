"""Speeding fines."""

BANDS = [
    # (max km/h over the limit, fine in dollars)
    (10, 100),
    (20, 250),
    (30, 500),
]
TOP_FINE = 1000


def speeding_fine(speed, limit, school_zone=False):
    """Return the fine in whole dollars for driving at `speed` where the limit is `limit`.

    How far over the limit decides the band:
        at or under the limit   ->    0
        1 to 10 km/h over       ->  100
        11 to 20 km/h over      ->  250
        21 to 30 km/h over      ->  500
        more than 30 over       -> 1000
    In a school zone every fine is doubled.
    Speeds and limits are whole km/h. Raises ValueError if speed is negative or
    limit is not positive.
    """
    if speed < 0:
        raise ValueError("speed cannot be negative")
    if limit <= 0:
        raise ValueError("limit must be positive")
    over = speed - limit
    if over <= 0:
        return 0
    fine = TOP_FINE
    for max_over, amount in BANDS:
        if over <= max_over:
            fine = amount
            break
    return fine * 2 if school_zone else fine
