"""When to water the house plants."""

from datetime import timedelta

PLANTS = {
    "cactus": {"summer": 14, "winter": 35, "other": 21},
    "fern": {"summer": 2, "winter": 5, "other": 3},
    "basil": {"summer": 1, "winter": 3, "other": 2},
    "monstera": {"summer": 7, "winter": 14, "other": 10},
    "orchid": {"summer": 7, "winter": 14, "other": 7},
    "snake plant": {"summer": 10, "winter": 30, "other": 14},
}


def _base(p, season):
    if p in ("monstera", "swiss cheese plant"):
        p = "monstera"
    if p == "cactus":
        return {"summer": 14, "winter": 35}.get(season, 21)
    if p == "fern":
        return {"summer": 2, "winter": 5}.get(season, 3)
    if p == "basil":
        return {"summer": 1, "winter": 3}.get(season, 2)
    if p == "monstera":
        return {"summer": 7, "winter": 14}.get(season, 10)
    if p == "orchid":
        return {"winter": 14}.get(season, 7)
    if p == "snake plant":
        return {"summer": 10, "winter": 30}.get(season, 14)
    return None


def watering_interval(plant, season, indoor=True, pot="medium"):
    """Days between waterings for a plant."""
    p = plant.strip().lower()
    if season not in ("spring", "summer", "autumn", "winter"):
        raise ValueError("unknown season: " + str(season))
    d = _base(p, season)
    if d is None:
        raise ValueError("unknown plant: " + plant)
    if not indoor:
        d *= {"summer": 0.5, "winter": 1.5}.get(season, 1)
    factors = {"small": 0.75, "medium": 1, "large": 1.25}
    if pot not in factors:
        raise ValueError("unknown pot size: " + str(pot))
    return max(1, int(d * factors[pot]))


def next_watering(plant, last_watered, season, indoor=True, pot="medium"):
    """The date a plant watered on last_watered needs water again."""
    return last_watered + timedelta(days=watering_interval(plant, season, indoor, pot))


def watering_plan(plants, start, season, days):
    """(date, plant) for every watering in the `days` days after start."""
    out = []
    for i in range(1, days + 1):
        for pl in plants:
            if i % watering_interval(pl, season) == 0:
                out.append((start + timedelta(days=i), pl))
    return out
