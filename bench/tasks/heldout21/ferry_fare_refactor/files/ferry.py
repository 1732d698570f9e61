import math
from decimal import Decimal, ROUND_HALF_UP


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
