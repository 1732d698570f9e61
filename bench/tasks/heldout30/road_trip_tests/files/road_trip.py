"""Back-of-the-envelope fuel sums for a car trip.

Distances are in kilometres, fuel in litres and consumption in litres per
100 km. Any of them may be an int or a float; a bool, a string or None is
not a number here and is refused with TypeError. Every option after the
first argument is keyword-only.
"""

import math


def _number(value, what, *, positive=False):
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise TypeError(f"{what} must be a number, not {value!r}")
    if value < 0 or (positive and value == 0):
        raise ValueError(f"{what} is out of range: {value!r}")
    return value


def litres_for(distance_km, *, per_100km=6.5, reserve=0.0):
    """Fuel needed to drive distance_km, plus `reserve` litres to spare.

    The answer is rounded to 2 decimal places. A distance of 0 is fine,
    a negative one (or a negative reserve) is a ValueError, and so is a
    consumption that is not above zero.

    >>> litres_for(200)
    13.0
    >>> litres_for(200, per_100km=5, reserve=4)
    14.0
    """
    _number(distance_km, "distance_km")
    _number(per_100km, "per_100km", positive=True)
    _number(reserve, "reserve")
    return round(distance_km * per_100km / 100 + reserve, 2)


def range_km(litres, *, per_100km=6.5, keep=5.0):
    """How many whole kilometres the car goes on `litres` of fuel while
    still keeping `keep` litres in the tank at the end.

    Part of a kilometre does not count (the result is rounded down to an
    int). With no more fuel than `keep`, the answer is 0.

    >>> range_km(50)
    692
    >>> range_km(5)
    0
    """
    _number(litres, "litres")
    _number(per_100km, "per_100km", positive=True)
    _number(keep, "keep")
    usable = litres - keep
    if usable <= 0:
        return 0
    return int(usable * 100 / per_100km)


def fuel_stops(distance_km, *, tank=50.0, per_100km=6.5, start=None, keep=5.0):
    """The number of times you have to fill up on the way.

    You set off with `start` litres in the tank (None: a full tank) and
    every stop fills it right up to `tank` litres. Each stretch is as long
    as range_km() allows with the same `keep`, so you never drop below it.
    Arriving exactly when the fuel reaches `keep` is fine. If a full tank
    cannot take you any distance at all while there is still road to
    cover, that is a ValueError; so is starting with more than the tank
    holds.

    >>> fuel_stops(600)
    0
    >>> fuel_stops(1500)
    2
    """
    _number(distance_km, "distance_km")
    _number(tank, "tank", positive=True)
    if start is not None:
        _number(start, "start")
        if start > tank:
            raise ValueError("start holds more than the tank")
    first = range_km(tank if start is None else start, per_100km=per_100km, keep=keep)
    if distance_km <= first:
        return 0
    leg = range_km(tank, per_100km=per_100km, keep=keep)
    if leg == 0:
        raise ValueError("a full tank does not get you anywhere")
    return math.ceil((distance_km - first) / leg)


def cost_share(distance_km, *, price=1.80, per_100km=6.5, people=1, both_ways=False):
    """Each traveller's share of the fuel bill, rounded to 2 decimals.

    `price` is the price of a litre. With both_ways=True the distance is
    driven there and back, so it counts twice. `people` is how many share
    the bill: an int of 1 or more (0, negatives, floats and bools are all
    a ValueError). Only the fuel burnt is paid for, no reserve.

    >>> cost_share(200)
    23.4
    >>> cost_share(200, people=2, both_ways=True)
    23.4
    """
    _number(distance_km, "distance_km")
    _number(price, "price")
    _number(per_100km, "per_100km", positive=True)
    if isinstance(people, bool) or not isinstance(people, int) or people < 1:
        raise ValueError(f"people must be a whole number of 1 or more, not {people!r}")
    km = distance_km * 2 if both_ways else distance_km
    return round(km * per_100km / 100 * price / people, 2)
