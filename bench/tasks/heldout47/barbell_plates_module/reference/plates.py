"""Loading the bar and working out training weights in the gym."""

import math

PLATES = [25, 20, 15, 10, 5, 2.5, 1.25]  # kg, heaviest first; there are always enough


def plates_per_side(target, bar=20):
    """The plates to put on each side of the bar for target kg, heaviest first."""
    if target < bar:
        raise ValueError("the target is lighter than the bar")
    left = (target - bar) / 2
    side = []
    for plate in PLATES:
        while left >= plate:
            side.append(plate)
            left -= plate
    if left != 0:
        raise ValueError(f"{target} kg can't be made with these plates")
    return side


def format_side(plates):
    """"25 + 15 + 1.25" for [25, 15, 1.25]; "bar only" for no plates."""
    if not plates:
        return "bar only"
    return " + ".join(str(int(p)) if p == int(p) else str(p) for p in plates)


def one_rep_max(weight, reps):
    """Estimated one-rep max (Epley), to 1 decimal place; 1 rep is the weight itself."""
    if not isinstance(reps, int) or isinstance(reps, bool) or not 1 <= reps <= 12:
        raise ValueError("reps must be a whole number from 1 to 12")
    if weight <= 0:
        raise ValueError("weight must be more than 0")
    if reps == 1:
        return weight
    return round(weight * (1 + reps / 30), 1)


def training_weight(one_rm, percent, bar=20):
    """percent of one_rm, rounded down to a multiple of 2.5 kg, but at least the bar."""
    if one_rm <= 0:
        raise ValueError("one_rm must be more than 0")
    if not 0 < percent <= 100:
        raise ValueError("percent must be more than 0 and at most 100")
    weight = math.floor(one_rm * percent / 100 / 2.5) * 2.5
    return max(bar, weight)
