"""Ferry fares: passengers by age category, vehicles by length, seasonal multipliers."""
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
SEASONS = ("low", "high")
GROUP_SIZE = 10
GROUP_DISCOUNT = Decimal("0.9")
RETURN_FACTOR = Decimal("1.8")


def _check_season(season):
    if season not in SEASONS:
        raise ValueError("season must be 'low' or 'high'")


# (limit, category, limit itself included?) -- checked in order, anything above is senior
_AGE_BANDS = ((4, "infant", False), (15, "child", True), (65, "adult", False))


def passenger_category(age):
    if age < 0:
        raise ValueError("negative age")
    for limit, name, inclusive in _AGE_BANDS:
        if age < limit or (inclusive and age == limit):
            return name
    return "senior"


def passenger_fare(age, season):
    _check_season(season)
    fare = PASSENGER_FARES[passenger_category(age)]
    if season == "high":
        fare = fare * HIGH_SEASON["passenger"]
    return fare


def vehicle_fare(length_m, season):
    _check_season(season)
    if length_m <= 0:
        raise ValueError("vehicle length must be positive")
    if length_m <= 5.0:
        fare = VEHICLE_FARES["standard"]
    elif length_m <= 7.0:
        fare = VEHICLE_FARES["long"]
    else:
        extra = math.ceil(length_m - 7.0)
        fare = VEHICLE_FARES["long"] + VEHICLE_FARES["per_extra_metre"] * extra
    if season == "high":
        fare = fare * HIGH_SEASON["vehicle"]
    return fare


def ferry_fare(ages, vehicle_length=None, season="low", return_trip=False):
    # ages: list of passenger ages, vehicle_length in metres or None
    if len(ages) == 0:
        raise ValueError("at least one passenger needed")
    _check_season(season)
    passengers = sum((passenger_fare(age, season) for age in ages), Decimal("0"))
    paying = sum(1 for age in ages if passenger_category(age) != "infant")
    if paying >= GROUP_SIZE:
        passengers = passengers * GROUP_DISCOUNT
    vehicle = Decimal("0")
    if vehicle_length is not None:
        vehicle = vehicle_fare(vehicle_length, season)
    total = passengers + vehicle
    if return_trip:
        total = total * RETURN_FACTOR
    return total.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
