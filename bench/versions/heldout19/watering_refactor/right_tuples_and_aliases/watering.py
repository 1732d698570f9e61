"""When to water the house plants."""

from datetime import timedelta

# plant -> (summer, spring/autumn, winter) days between waterings, indoors, medium pot
PLANTS = {
    "cactus": (14, 21, 35),
    "fern": (2, 3, 5),
    "basil": (1, 2, 3),
    "monstera": (7, 10, 14),
    "orchid": (7, 7, 14),
    "snake plant": (10, 14, 30),
}
ALIASES = {"swiss cheese plant": "monstera"}

SEASON_INDEX = {"summer": 0, "spring": 1, "autumn": 1, "winter": 2}
OUTDOOR = {"summer": 0.5, "winter": 1.5}
POTS = {"small": 0.75, "medium": 1.0, "large": 1.25}


def watering_interval(plant, season, indoor=True, pot="medium"):
    """Days between waterings for a plant."""
    name = plant.strip().lower()
    if season not in SEASON_INDEX:
        raise ValueError("unknown season: " + str(season))
    name = ALIASES.get(name, name)
    if name not in PLANTS:
        raise ValueError("unknown plant: " + plant)
    days = PLANTS[name][SEASON_INDEX[season]]
    if not indoor and season in OUTDOOR:
        days = days * OUTDOOR[season]
    if pot not in POTS:
        raise ValueError("unknown pot size: " + str(pot))
    days = int(days * POTS[pot])
    return days if days >= 1 else 1


def next_watering(plant, last_watered, season, indoor=True, pot="medium"):
    """The date a plant watered on last_watered needs water again."""
    return last_watered + timedelta(days=watering_interval(plant, season, indoor, pot))


def watering_plan(plants, start, season, days):
    """(date, plant) for every watering in the `days` days after start.

    Every plant is assumed to have been watered on `start`; plants are indoor, medium pots.
    """
    return [
        (start + timedelta(days=i), plant)
        for i in range(1, days + 1)
        for plant in plants
        if i % watering_interval(plant, season) == 0
    ]
