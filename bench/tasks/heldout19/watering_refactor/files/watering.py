"""When to water the house plants."""

from datetime import timedelta


def watering_interval(plant, season, indoor=True, pot="medium"):
    """Days between waterings for a plant."""
    p = plant.strip().lower()
    if season not in ("spring", "summer", "autumn", "winter"):
        raise ValueError("unknown season: " + str(season))
    if p == "cactus":
        if season == "summer":
            d = 14
        elif season == "winter":
            d = 35
        else:
            d = 21
    elif p == "fern":
        if season == "summer":
            d = 2
        elif season == "winter":
            d = 5
        else:
            d = 3
    elif p == "basil":
        if season == "summer":
            d = 1
        elif season == "winter":
            d = 3
        else:
            d = 2
    elif p == "monstera" or p == "swiss cheese plant":
        if season == "summer":
            d = 7
        elif season == "winter":
            d = 14
        else:
            d = 10
    elif p == "orchid":
        if season == "winter":
            d = 14
        else:
            d = 7
    elif p == "snake plant":
        if season == "summer":
            d = 10
        elif season == "winter":
            d = 30
        else:
            d = 14
    else:
        raise ValueError("unknown plant: " + plant)
    if not indoor:
        if season == "summer":
            d = d * 0.5
        elif season == "winter":
            d = d * 1.5
    if pot == "small":
        d = d * 0.75
    elif pot == "large":
        d = d * 1.25
    elif pot != "medium":
        raise ValueError("unknown pot size: " + str(pot))
    d = int(d)
    if d < 1:
        d = 1
    return d


def next_watering(plant, last_watered, season, indoor=True, pot="medium"):
    """The date a plant watered on last_watered needs water again."""
    return last_watered + timedelta(days=watering_interval(plant, season, indoor, pot))


def watering_plan(plants, start, season, days):
    """(date, plant) for every watering in the `days` days after start.

    Every plant is assumed to have been watered on `start`; plants are indoor, medium pots.
    """
    out = []
    i = 1
    while i <= days:
        day = start + timedelta(days=i)
        for pl in plants:
            n = watering_interval(pl, season)
            if i % n == 0:
                out.append((day, pl))
        i = i + 1
    return out
