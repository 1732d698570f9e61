MAX_DIMS = sorted((55, 40, 23))
MAX_CABIN_WEIGHT = 10


def fits_cabin(length, width, height, weight_kg):
    values = [length, width, height, weight_kg]
    if not all(v > 0 for v in values):
        raise ValueError(f"all values must be positive: {values}")
    return weight_kg <= MAX_CABIN_WEIGHT and all(
        a <= b for a, b in zip(sorted(values[:3]), MAX_DIMS))


def checked_fee(weight_kg):
    if not 0 < weight_kg <= 32:
        raise ValueError(f"cannot check a bag of {weight_kg} kg")
    return 50 if weight_kg > 23 else 0
