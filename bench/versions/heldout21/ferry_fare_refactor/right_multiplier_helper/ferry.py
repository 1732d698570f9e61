"""Ferry fares, table driven."""
import math
from decimal import Decimal, ROUND_HALF_UP

PASSENGER_FARES = {
    "infant": Decimal("0"),
    "child": Decimal("6.50"),
    "adult": Decimal("12.00"),
    "senior": Decimal("8.00"),
}
VEHICLE_FARES = {
    "standard": Decimal("35.00"),
    "long": Decimal("52.00"),
    "per_extra_metre": Decimal("9.00"),
}
HIGH_SEASON = {"passenger": Decimal("1.25"), "vehicle": Decimal("1.40")}
GROUP_MIN_PAYING = 10
GROUP_FACTOR = Decimal("0.9")
RETURN_FACTOR = Decimal("1.8")
CENT = Decimal("0.01")


def _multiplier(kind, season):
    if season == "low":
        return Decimal(1)
    if season == "high":
        return HIGH_SEASON[kind]
    raise ValueError("season must be 'low' or 'high'")


def passenger_category(age):
    if age < 0:
        raise ValueError("negative age")
    return ("infant" if age < 4 else "child" if age <= 15
            else "adult" if age < 65 else "senior")


def passenger_fare(age, season):
    mult = _multiplier("passenger", season)
    return PASSENGER_FARES[passenger_category(age)] * mult


def vehicle_fare(length_m, season):
    mult = _multiplier("vehicle", season)
    if length_m <= 0:
        raise ValueError("vehicle length must be positive")
    if length_m <= 5.0:
        base = VEHICLE_FARES["standard"]
    else:
        extra_metres = max(0, math.ceil(length_m - 7.0))
        base = VEHICLE_FARES["long"] + extra_metres * VEHICLE_FARES["per_extra_metre"]
    return base * mult


def ferry_fare(ages, vehicle_length=None, season="low", return_trip=False):
    if not ages:
        raise ValueError("at least one passenger needed")
    _multiplier("passenger", season)
    fares = [passenger_fare(a, season) for a in ages]
    subtotal = sum(fares, Decimal(0))
    if sum(a >= 4 for a in ages) >= GROUP_MIN_PAYING:
        subtotal *= GROUP_FACTOR
    if vehicle_length is not None:
        subtotal += vehicle_fare(vehicle_length, season)
    if return_trip:
        subtotal *= RETURN_FACTOR
    return subtotal.quantize(CENT, rounding=ROUND_HALF_UP)
