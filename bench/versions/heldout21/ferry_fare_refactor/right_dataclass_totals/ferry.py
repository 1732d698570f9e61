from __future__ import annotations

import math
from dataclasses import dataclass
from decimal import Decimal, ROUND_HALF_UP

PASSENGER_FARES = {"infant": Decimal("0"), "child": Decimal("6.50"),
                   "adult": Decimal("12.00"), "senior": Decimal("8.00")}
VEHICLE_FARES = {"standard": Decimal("35.00"), "long": Decimal("52.00"),
                 "per_extra_metre": Decimal("9.00")}
HIGH_SEASON = {"passenger": Decimal("1.25"), "vehicle": Decimal("1.40")}
GROUP_DISCOUNT = {"min_paying": 10, "factor": Decimal("0.9")}
RETURN_TRIP_FACTOR = Decimal("1.8")


def _season(season: str) -> str:
    if season not in ("low", "high"):
        raise ValueError("season must be 'low' or 'high'")
    return season


def passenger_category(age: float) -> str:
    if age < 0:
        raise ValueError("negative age")
    if age >= 65:
        return "senior"
    if age > 15:
        return "adult"
    return "child" if age >= 4 else "infant"


def passenger_fare(age: float, season: str) -> Decimal:
    factor = HIGH_SEASON["passenger"] if _season(season) == "high" else 1
    return PASSENGER_FARES[passenger_category(age)] * factor


def vehicle_fare(length_m: float, season: str) -> Decimal:
    factor = HIGH_SEASON["vehicle"] if _season(season) == "high" else 1
    if length_m <= 0:
        raise ValueError("vehicle length must be positive")
    if length_m <= 5.0:
        return VEHICLE_FARES["standard"] * factor
    over = 0 if length_m <= 7.0 else math.ceil(length_m - 7.0)
    return (VEHICLE_FARES["long"] + VEHICLE_FARES["per_extra_metre"] * over) * factor


@dataclass
class _Bill:
    passengers: Decimal = Decimal(0)
    paying: int = 0
    vehicle: Decimal = Decimal(0)

    def total(self, return_trip: bool) -> Decimal:
        people = self.passengers
        if self.paying >= GROUP_DISCOUNT["min_paying"]:
            people *= GROUP_DISCOUNT["factor"]
        amount = people + self.vehicle
        return amount * RETURN_TRIP_FACTOR if return_trip else amount


def ferry_fare(ages, vehicle_length=None, season="low", return_trip=False):
    if len(ages) == 0:
        raise ValueError("at least one passenger needed")
    _season(season)
    bill = _Bill()
    for age in ages:
        bill.passengers += passenger_fare(age, season)
        bill.paying += passenger_category(age) != "infant"
    if vehicle_length is not None:
        bill.vehicle = vehicle_fare(vehicle_length, season)
    return bill.total(return_trip).quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
