"""Sums for developing black-and-white film in my kitchen darkroom."""

STANDARD_C = 20  # development times on the chart are for 20 C
LOWEST_C, HIGHEST_C = 18, 24  # I don't develop outside this
PER_DEGREE = 0.9  # each degree warmer: time x 0.9; each degree cooler: time / 0.9
PUSH = {-1: 0.8, 0: 1.0, 1: 1.3, 2: 1.6, 3: 2.0}  # stops pushed (or pulled): time factor
ROUND_TO_S = 15  # times are rounded to the nearest 15 seconds
FIXER_ROLLS_PER_LITRE = 15  # rolls a litre of working-strength fixer can do


def dev_time(minutes, temp_c=STANDARD_C, push=0):
    """Developing time in whole seconds for a chart time of ``minutes`` at 20 C.

    Adjusted for the temperature (PER_DEGREE for each degree away from 20)
    and for pushing or pulling (PUSH), then rounded to the nearest
    ROUND_TO_S seconds. minutes must be more than 0, temp_c from LOWEST_C
    to HIGHEST_C and push one of PUSH, else ValueError.
    """
    if minutes <= 0:
        raise ValueError("minutes must be more than 0")
    if not LOWEST_C <= temp_c <= HIGHEST_C:
        raise ValueError(f"develop between {LOWEST_C} and {HIGHEST_C} C")
    if push not in PUSH:
        raise ValueError(f"can't push {push} stops")
    seconds = minutes * 60 * PUSH[push] * PER_DEGREE ** (temp_c - STANDARD_C)
    return int(round(seconds / ROUND_TO_S) * ROUND_TO_S)


def clock(seconds):
    """Seconds as the timer shows them, "m:ss" (450 -> "7:30"). Negative: ValueError."""
    if seconds < 0:
        raise ValueError("seconds can't be negative")
    minutes, secs = divmod(int(seconds), 60)
    return f"{minutes}:{secs:02d}"


def dilution(total_ml, ratio="1+9"):
    """(stock ml, water ml) for ``total_ml`` of working solution at ``ratio``.

    ratio is "stock+water" in parts, like "1+9" or "1+25", each a whole
    number of 1 or more. The stock is rounded to a whole ml and the water
    is the rest. total_ml must be more than 0. Anything else: ValueError.
    """
    if total_ml <= 0:
        raise ValueError("total_ml must be more than 0")
    parts = ratio.split("+")
    if len(parts) != 2 or not all(p.strip().isdigit() and int(p) >= 1 for p in parts):
        raise ValueError(f"bad ratio: {ratio!r}")
    stock_parts, water_parts = int(parts[0]), int(parts[1])
    stock = round(total_ml * stock_parts / (stock_parts + water_parts))
    return stock, total_ml - stock


def fixer_left(litres, rolls_done):
    """How many more rolls the fixer can do (never less than 0)."""
    return max(0, int(litres * FIXER_ROLLS_PER_LITRE) - rolls_done)
