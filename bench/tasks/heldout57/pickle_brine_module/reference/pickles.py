"""Brine, jars and dates for fermented pickles."""

import math
from datetime import timedelta

JAR_VEG = {"small": 200, "medium": 400, "large": 800}  # grams of veg a jar takes
JAR_BRINE = {"small": 150, "medium": 300, "large": 600}  # ml of brine a jar takes


def salt_for(water_ml, percent=3.5):
    """Grams of salt for a brine of ``percent`` % salt (1 ml of water weighs 1 g)."""
    if water_ml <= 0:
        raise ValueError("water must be more than 0")
    if not 0 < percent <= 10:
        raise ValueError("percent must be more than 0 and at most 10")
    return round(water_ml * percent / 100, 1)


def jars_needed(veg_grams, jar="medium"):
    if jar not in JAR_VEG:
        raise ValueError(f"unknown jar: {jar!r}")
    if veg_grams <= 0:
        raise ValueError("veg must be more than 0")
    return math.ceil(veg_grams / JAR_VEG[jar])


def brine_needed(veg_grams, jar="medium", percent=3.5):
    jars = jars_needed(veg_grams, jar)
    water = jars * JAR_BRINE[jar]
    return jars, water, salt_for(water, percent)


def ready_date(start, temp_c):
    if not 5 <= temp_c <= 30:
        raise ValueError("too cold or too hot to ferment")
    if temp_c < 18:
        days = 21
    elif temp_c <= 22:
        days = 14
    else:
        days = 10
    return start + timedelta(days=days)


def label(name, start, temp_c):
    name = name.strip()
    if not name:
        raise ValueError("the label needs a name")
    ready = ready_date(start, temp_c)
    return f"{name} - jarred {start:%d/%m/%Y} - ready {ready:%d/%m/%Y}"
