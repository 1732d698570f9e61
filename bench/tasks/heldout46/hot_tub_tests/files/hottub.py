"""Looking after the hot tub. Water in litres, chlorine in ppm, granules in grams."""

from datetime import timedelta

CHLORINE_RANGE = (3.0, 5.0)  # ppm: safe to get in from the low end to the high end, both included
PH_RANGE = (7.2, 7.8)  # outside this the pH needs correcting
GRANULES_PER_PPM = 1.8  # grams of chlorine granules to raise 1000 litres by 1 ppm
CHANGE_DAYS = 90  # drain and refill this often...
BUSY_CHANGE_DAYS = 60  # ...or this often when it's used a lot
BUSY_BATHERS = 10  # more bathers a week than this counts as a lot
MAX_HEAT_C = 40  # the heater won't go above this
WH_PER_LITRE_C = 1.163  # watt-hours to warm one litre by one degree


def chlorine_dose(litres, reading):
    """Grams of granules to bring the chlorine up to the middle of CHLORINE_RANGE (4 ppm),
    rounded to 1 decimal place; 0.0 when the reading is already at the middle or above.
    litres must be more than 0 and the reading 0 or more, else ValueError."""
    if litres <= 0 or reading < 0:
        raise ValueError("litres must be positive and the reading not negative")
    middle = (CHLORINE_RANGE[0] + CHLORINE_RANGE[1]) / 2
    if reading >= middle:
        return 0.0
    return round((middle - reading) * GRANULES_PER_PPM * litres / 1000, 1)


def ph_status(reading):
    """'low' below 7.2, 'high' above 7.8, otherwise 'ok' (7.2 and 7.8 are ok).
    A reading outside 0 to 14 is a ValueError."""
    if not 0 <= reading <= 14:
        raise ValueError(f"not a pH: {reading}")
    if reading < PH_RANGE[0]:
        return "low"
    if reading > PH_RANGE[1]:
        return "high"
    return "ok"


def safe_to_use(chlorine, ph):
    """True when the chlorine is inside CHLORINE_RANGE (ends included) and the pH is ok."""
    low, high = CHLORINE_RANGE
    return low <= chlorine <= high and ph_status(ph) == "ok"


def water_change_due(last_change, bathers_per_week=0):
    """Date of the next drain and refill: CHANGE_DAYS after last_change, or BUSY_CHANGE_DAYS
    after it when there are more than BUSY_BATHERS bathers a week."""
    if bathers_per_week > BUSY_BATHERS:
        return last_change + timedelta(days=BUSY_CHANGE_DAYS)
    return last_change + timedelta(days=CHANGE_DAYS)


def heating_hours(litres, from_c, to_c, heater_kw=3.0):
    """Hours to heat the water from from_c to to_c with a heater_kw heater, rounded to 1
    decimal place. 0.0 if it's already warm enough. to_c above MAX_HEAT_C is a ValueError."""
    if to_c > MAX_HEAT_C:
        raise ValueError(f"the heater only goes up to {MAX_HEAT_C} C")
    if to_c <= from_c:
        return 0.0
    return round(litres * (to_c - from_c) * WH_PER_LITRE_C / (heater_kw * 1000), 1)
