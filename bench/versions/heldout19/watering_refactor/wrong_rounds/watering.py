"""When to water the house plants."""

from datetime import timedelta

SEASONS = ("spring", "summer", "autumn", "winter")

# days between waterings, indoors in a medium pot: plant -> {season: days}
PLANTS = {
    "cactus": {"spring": 21, "summer": 14, "autumn": 21, "winter": 35},
    "fern": {"spring": 3, "summer": 2, "autumn": 3, "winter": 5},
    "basil": {"spring": 2, "summer": 1, "autumn": 2, "winter": 3},
    "monstera": {"spring": 10, "summer": 7, "autumn": 10, "winter": 14},
    "swiss cheese plant": {"spring": 10, "summer": 7, "autumn": 10, "winter": 14},
    "orchid": {"spring": 7, "summer": 7, "autumn": 7, "winter": 14},
    "snake plant": {"spring": 14, "summer": 10, "autumn": 14, "winter": 30},
}

OUTDOOR_FACTOR = {"summer": 0.5, "winter": 1.5}
POT_FACTOR = {"small": 0.75, "medium": 1, "large": 1.25}


def watering_interval(plant, season, indoor=True, pot="medium"):
    """Days between waterings for a plant."""
    key = plant.strip().lower()
    if season not in SEASONS:
        raise ValueError("unknown season: " + str(season))
    days_by_season = PLANTS.get(key)
    if days_by_season is None:
        raise ValueError("unknown plant: " + plant)
    days = days_by_season[season]
    if not indoor:
        days *= OUTDOOR_FACTOR.get(season, 1)
    if pot not in POT_FACTOR:
        raise ValueError("unknown pot size: " + str(pot))
    days *= POT_FACTOR[pot]
    return max(1, round(days))


def next_watering(plant, last_watered, season, indoor=True, pot="medium"):
    """The date a plant watered on last_watered needs water again."""
    return last_watered + timedelta(days=watering_interval(plant, season, indoor, pot))


def watering_plan(plants, start, season, days):
    """(date, plant) for every watering in the `days` days after start.

    Every plant is assumed to have been watered on `start`; plants are indoor, medium pots.
    """
    plan = []
    for offset in range(1, days + 1):
        day = start + timedelta(days=offset)
        for plant in plants:
            if offset % watering_interval(plant, season) == 0:
                plan.append((day, plant))
    return plan
