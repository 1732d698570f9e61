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


def passenger_category(age):
    if age < 0:
        raise ValueError("negative age")
    if age < 4:
        return "infant"
    if age <= 15:
        return "child"
    if age >= 65:
        return "senior"
    return "adult"


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
    if season != "low" and season != "high":
        raise ValueError("season must be 'low' or 'high'")
    total_p = Decimal("0")
    paying = 0
    for a in ages:
        if a < 0:
            raise ValueError("negative age")
        if a < 4:
            f = Decimal("0")
        else:
            paying = paying + 1
            if a <= 15:
                if season == "high":
                    f = Decimal("6.50") * Decimal("1.25")
                else:
                    f = Decimal("6.50")
            else:
                if a >= 65:
                    if season == "high":
                        f = Decimal("8.00") * Decimal("1.25")
                    else:
                        f = Decimal("8.00")
                else:
                    if season == "high":
                        f = Decimal("12.00") * Decimal("1.25")
                    else:
                        f = Decimal("12.00")
        total_p = total_p + f
    if paying >= 10:
        total_p = total_p * Decimal("0.9")
    total_v = Decimal("0")
    if vehicle_length is not None:
        if vehicle_length <= 0:
            raise ValueError("vehicle length must be positive")
        if vehicle_length <= 5.0:
            total_v = Decimal("35.00")
        else:
            if vehicle_length <= 7.0:
                total_v = Decimal("52.00")
            else:
                extra = math.ceil(vehicle_length - 7.0)
                total_v = Decimal("52.00") + Decimal("9.00") * extra
        if season == "high":
            total_v = total_v * Decimal("1.40")
    total = total_p + total_v
    if return_trip:
        total = total * Decimal("1.8")
    return total.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
