"""Battery checks for the rental scooter fleet."""


def needs_charging(battery_levels, threshold=20):
    """IDs of the scooters whose battery (in percent) is at or below ``threshold``,
    sorted. ``battery_levels`` maps scooter ID to battery level."""
    low = []
    for scooter_id, level in battery_levels.items():
        if level <= threshold:
            low.append(scooter_id)
    return sorted(low)


def average_level(battery_levels):
    """The mean battery level of the fleet."""
    return sum(battery_levels.values()) / len(battery_levels)
