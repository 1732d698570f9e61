"""When to water the house plants."""

from dataclasses import dataclass
from datetime import timedelta


@dataclass(frozen=True)
class Care:
    """Days between waterings indoors in a medium pot."""
    summer: int
    winter: int
    otherwise: int  # spring and autumn

    def days(self, season):
        if season == "summer":
            return self.summer
        if season == "winter":
            return self.winter
        return self.otherwise


_MONSTERA = Care(summer=7, winter=14, otherwise=10)

PLANTS = {
    "cactus": Care(summer=14, winter=35, otherwise=21),
    "fern": Care(summer=2, winter=5, otherwise=3),
    "basil": Care(summer=1, winter=3, otherwise=2),
    "monstera": _MONSTERA,
    "swiss cheese plant": _MONSTERA,
    "orchid": Care(summer=7, winter=14, otherwise=7),
    "snake plant": Care(summer=10, winter=30, otherwise=14),
}

def _check_season(season):
    if season not in ("spring", "summer", "autumn", "winter"):
        raise ValueError("unknown season: " + str(season))


def _care_for(plant):
    care = PLANTS.get(plant.strip().lower())
    if care is None:
        raise ValueError("unknown plant: " + plant)
    return care


def _outdoor_factor(season):
    return {"summer": 0.5, "winter": 1.5}.get(season, 1)


def _pot_factor(pot):
    if pot == "small":
        return 0.75
    if pot == "large":
        return 1.25
    if pot == "medium":
        return 1
    raise ValueError("unknown pot size: " + str(pot))


def watering_interval(plant, season, indoor=True, pot="medium"):
    """Days between waterings for a plant."""
    plant.strip()  # a non-string plant fails here, before the season is looked at
    _check_season(season)
    days = _care_for(plant).days(season)
    if not indoor:
        days *= _outdoor_factor(season)
    days *= _pot_factor(pot)
    return max(int(days), 1)


def next_watering(plant, last_watered, season, indoor=True, pot="medium"):
    """The date a plant watered on last_watered needs water again."""
    return last_watered + timedelta(days=watering_interval(plant, season, indoor, pot))


def watering_plan(plants, start, season, days):
    """(date, plant) for every watering in the `days` days after start.

    Every plant is assumed to have been watered on `start`; plants are indoor, medium pots.
    """
    plan = []
    day_number = 1
    while day_number <= days:
        for plant in plants:
            if day_number % watering_interval(plant, season) == 0:
                plan.append((start + timedelta(days=day_number), plant))
        day_number += 1
    return plan
