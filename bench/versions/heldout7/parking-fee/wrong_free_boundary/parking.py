import math


def parking_fee(minutes):
    if minutes < 0:
        raise ValueError("negative")
    if minutes < 30:
        return 0
    return min(math.ceil(minutes / 60) * 2, 15)
