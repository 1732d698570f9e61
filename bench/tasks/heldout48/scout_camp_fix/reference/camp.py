"""Numbers for our scout troop's weekend camps. Money in pounds."""

import math

SCOUTS_PER_LEADER = 6  # one leader for every 6 scouts or part of 6
MIN_LEADERS = 2
SCOUTS_PER_TENT = 4
LEADERS_PER_TENT = 2  # leaders sleep in their own tents
FOOD_PER_PERSON_NIGHT = 9.50


def _whole(n, what):
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        raise ValueError(f"{what} must be a whole number, 1 or more")


def leaders_needed(scouts):
    """Leaders that have to come: one per 6 scouts or part of 6, never fewer than 2."""
    _whole(scouts, "scouts")
    return max(MIN_LEADERS, math.ceil(scouts / SCOUTS_PER_LEADER))


def tents_needed(scouts):
    """Tents to pack: scouts 4 to a tent, the leaders 2 to a tent in their own."""
    leaders = leaders_needed(scouts)
    return math.ceil(scouts / SCOUTS_PER_TENT) + math.ceil(leaders / LEADERS_PER_TENT)


def camp_cost(scouts, nights, site_fee):
    """What the whole camp costs: the site fee for each night, plus food for
    everybody (scouts and leaders) for each night. Rounded to 2 places."""
    _whole(nights, "nights")
    if site_fee < 0:
        raise ValueError("site fee can't be negative")
    people = scouts + leaders_needed(scouts)
    return round(site_fee * nights + people * nights * FOOD_PER_PERSON_NIGHT, 2)


def price_per_scout(scouts, nights, site_fee):
    """What each scout pays, rounded up to a whole pound. Leaders come free,
    so the scouts between them cover the whole cost of the camp."""
    cost = camp_cost(scouts, nights, site_fee)
    return math.ceil(cost / scouts)


def camp_summary(scouts, nights, site_fee):
    """Everything for the parents' letter."""
    return {"scouts": scouts, "leaders": leaders_needed(scouts), "tents": tents_needed(scouts),
            "cost": camp_cost(scouts, nights, site_fee),
            "per_scout": price_per_scout(scouts, nights, site_fee)}
