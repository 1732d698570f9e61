"""Sums for planning the wedding reception: tables, seating, meals and catering."""

import math

MEALS = ("beef", "salmon", "veggie")
SERVICE = 0.125


def _whole(value, low, name, high=None):
    if not isinstance(value, int) or isinstance(value, bool) or value < low or (
            high is not None and value > high):
        raise ValueError(f"{name} must be a whole number from {low}"
                         + (f" to {high}" if high is not None else " up"))


def tables_needed(guests, seats=8):
    """Tables needed for ``guests`` guests at ``seats`` a table."""
    _whole(guests, 0, "guests")
    _whole(seats, 2, "seats", 12)
    return math.ceil(guests / seats)


def seat_parties(parties, seats=8):
    """Seat each (name, size) party, in order, at the first table with room for all of
    them, starting a new table when none has. Returns the tables as lists of names."""
    _whole(seats, 2, "seats", 12)
    tables, free = [], []
    for name, size in parties:
        _whole(size, 1, f"the size of {name}")
        if size > seats:
            raise ValueError(f"{name} won't fit at one table")
        for i, room in enumerate(free):
            if room >= size:
                tables[i].append(name)
                free[i] -= size
                break
        else:
            tables.append([name])
            free.append(seats - size)
    return tables


def meal_counts(choices):
    """How many of each meal: {'beef': n, 'salmon': n, 'veggie': n}. Capitals and
    spaces around a choice don't matter; anything else is a ValueError."""
    counts = dict.fromkeys(MEALS, 0)
    for choice in choices:
        meal = choice.strip().lower()
        if meal not in counts:
            raise ValueError(f"not on the menu: {choice!r}")
        counts[meal] += 1
    return counts


def catering_cost(adults, children=0, per_head=55.0):
    """The caterer's bill: per_head for each adult, half that for each child, plus a
    12.5% service charge, rounded to the nearest penny."""
    _whole(adults, 1, "adults")
    _whole(children, 0, "children")
    if isinstance(per_head, bool) or not isinstance(per_head, (int, float)) or per_head <= 0:
        raise ValueError("per_head must be more than 0")
    food = adults * per_head + children * per_head / 2
    return round(food * (1 + SERVICE), 2)
