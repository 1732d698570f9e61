def fits_cabin(length, width, height, weight_kg):
    if length <= 0 or width <= 0 or height <= 0:
        raise ValueError("dimensions must be positive")
    if weight_kg <= 0:
        raise ValueError("weight must be positive")
    if weight_kg > 10:
        return False
    small, mid, big = sorted([length, width, height])
    return small <= 23 and mid <= 40 and big <= 55


def checked_fee(weight_kg):
    if weight_kg <= 0 or weight_kg > 32:
        raise ValueError("checked bags must weigh more than 0 and at most 32 kg")
    if weight_kg > 23:
        return 50
    return 0
