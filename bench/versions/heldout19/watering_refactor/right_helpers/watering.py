"""When to water the house plants."""

import math
from datetime import timedelta

# Days between waterings for an indoor plant in a medium pot, by season.
PLANTS = {
    "cactus":             dict(spring=21, summer=14, autumn=21, winter=35),
    "fern":               dict(spring=3, summer=2, autumn=3, winter=5),
    "basil":              dict(spring=2, summer=1, autumn=2, winter=3),
    "monstera":           dict(spring=10, summer=7, autumn=10, winter=14),
    "swiss cheese plant": dict(spring=10, summer=7, autumn=10, winter=14),
    "orchid":             dict(spring=7, summer=7, autumn=7, winter=14),
    "snake plant":        dict(spring=14, summer=10, autumn=14, winter=30),
}

OUTDOOR_ADJUSTMENT = dict(spring=1, summer=0.5, autumn=1, winter=1.5)
POT_ADJUSTMENT = dict(small=0.75, medium=1, large=1.25)


def watering_interval(plant, season, indoor=True, pot="medium"):
    """Days between waterings for a plant."""
    key = plant.strip().lower()
    if season not in OUTDOOR_ADJUSTMENT or not isinstance(season, str):
        raise ValueError(f"unknown season: {season}")
    if key not in PLANTS:
        raise ValueError(f"unknown plant: {plant}")
    factor = 1 if indoor else OUTDOOR_ADJUSTMENT[season]
    if pot not in POT_ADJUSTMENT or not isinstance(pot, str):
        raise ValueError(f"unknown pot size: {pot}")
    factor *= POT_ADJUSTMENT[pot]
    # all the factors are exact binary fractions, so multiplying them first is safe
    return max(1, math.floor(PLANTS[key][season] * factor))


def next_watering(plant, last_watered, season, indoor=True, pot="medium"):
    """The date a plant watered on last_watered needs water again."""
    interval = watering_interval(plant, season, indoor, pot)
    return last_watered + timedelta(days=interval)


def watering_plan(plants, start, season, days):
    """(date, plant) for every watering in the `days` days after start.

    Every plant is assumed to have been watered on `start`; plants are indoor, medium pots.
    """
    result = []
    for offset in range(1, days + 1):
        due = [plant for plant in plants if offset % watering_interval(plant, season) == 0]
        result.extend((start + timedelta(days=offset), plant) for plant in due)
    return result
