"""Roasting times and oven settings for the Sunday roast."""

import math

# minutes per kg, by meat and doneness
MINUTES_PER_KG = {
    "beef": {"rare": 40, "medium": 50, "well": 60},
    "lamb": {"rare": 45, "medium": 55, "well": 65},
    "pork": {"well": 70},
    "chicken": {"well": 45},
}
# fixed minutes on top, whatever the weight
EXTRA_MINUTES = {"beef": 20, "lamb": 20, "pork": 30, "chicken": 20}
STUFFING_MINUTES_PER_KG = 10
OVEN_C = {"beef": 190, "lamb": 190, "pork": 200, "chicken": 200}
FAN_REDUCTION_C = 20
MAX_WEIGHT_KG = 10


def _meat(meat):
    key = meat.lower()
    if key not in MINUTES_PER_KG:
        raise ValueError(f"unknown meat {meat!r}")
    return key


def roast_minutes(weight_kg, meat, doneness="well", *, stuffed=False):
    """Minutes in the oven for a joint weighing ``weight_kg`` kilograms (a float or an int).

    minutes = weight_kg * (minutes per kg) + extra minutes, rounded UP to a whole
    minute (a total that is already whole stays as it is).

    Minutes per kg:
        beef     rare 40, medium 50, well 60
        lamb     rare 45, medium 55, well 65
        pork     well 70 only
        chicken  well 45 only
    Extra minutes: 30 for pork, 20 for every other meat.
    ``stuffed=True`` (keyword-only) adds 10 minutes per kg to the per-kg figure.

    Meat and doneness names are case-insensitive. ``doneness`` defaults to "well".

    Examples:
        roast_minutes(1.5, "beef", "medium")        -> 95
        roast_minutes(2, "chicken")                  -> 110
        roast_minutes(2, "Chicken", stuffed=True)    -> 130
        roast_minutes(1.25, "pork")                  -> 118    (117.5 rounded up)
        roast_minutes(1.01, "beef", "rare")          -> 61     (60.4 rounded up)
        roast_minutes(2.2, "chicken")                -> 119    (exactly 119: no rounding)

    ValueError when:
        - the meat is not one of the four above
        - the doneness is not offered for that meat (pork and chicken are "well" only)
        - weight_kg is 0 or less, or more than 10 (10 itself is fine)
    """
    key = _meat(meat)
    table = MINUTES_PER_KG[key]
    if doneness.lower() not in table:
        raise ValueError(f"{meat} cannot be roasted {doneness!r}")
    per_kg = table[doneness.lower()]
    if not 0 < weight_kg <= MAX_WEIGHT_KG:
        raise ValueError("weight_kg must be more than 0 and at most 10")
    if stuffed:
        per_kg += STUFFING_MINUTES_PER_KG
    total = weight_kg * per_kg + EXTRA_MINUTES[key]
    return math.ceil(round(total, 6))


def oven_temperature(meat, *, fan=False):
    """Oven temperature in degrees C: beef and lamb 190, pork and chicken 200.

    A fan oven (``fan=True``, keyword-only) runs 20 degrees cooler:
        oven_temperature("pork")            -> 200
        oven_temperature("pork", fan=True)  -> 180
        oven_temperature("LAMB", fan=True)  -> 170

    Unknown meat -> ValueError (names are case-insensitive, as in roast_minutes).
    """
    temperature = OVEN_C[_meat(meat)]
    if fan:
        temperature -= FAN_REDUCTION_C
    return temperature


def start_time(serve_at, weight_kg, meat, doneness="well", *, rest_minutes=15, stuffed=False):
    """When to put the joint in the oven, as "HH:MM", to serve it at ``serve_at`` ("HH:MM", 24-hour).

    start = serve_at - roast_minutes(weight_kg, meat, doneness, stuffed=stuffed) - rest_minutes

    The joint rests out of the oven for ``rest_minutes`` (keyword-only, default 15)
    before it is served. The result always has two digits for the hour and for the
    minutes.

        start_time("18:30", 1.5, "beef", "medium")                  -> "16:40"
        start_time("13:00", 2, "chicken", rest_minutes=0)            -> "11:10"
        start_time("12:00", 2, "chicken", stuffed=True)              -> "09:35"

    ValueError if the start would be before 00:00 of the same day, if ``serve_at``
    is not a valid "HH:MM" time (00:00 to 23:59), and in every case where
    roast_minutes raises it.
    """
    hours, sep, minutes = serve_at.partition(":")
    if not (sep and len(hours) == 2 and len(minutes) == 2
            and hours.isdigit() and minutes.isdigit()
            and int(hours) < 24 and int(minutes) < 60):
        raise ValueError(f"not a HH:MM time: {serve_at!r}")
    start = int(hours) * 60 + int(minutes)
    start -= roast_minutes(weight_kg, meat, doneness, stuffed=stuffed) + rest_minutes
    if start < 0:
        raise ValueError("the roast would have to start the day before")
    return f"{start // 60:02d}:{start % 60:02d}"
