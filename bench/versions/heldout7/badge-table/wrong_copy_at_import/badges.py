"""Player badges earned with points."""

# (minimum points, badge name), lowest first
BADGES = [
    (100, "bronze"),
    (500, "silver"),
    (1000, "gold"),
    (5000, "diamond"),
]


_THRESHOLDS = sorted(BADGES, reverse=True)
_ASCENDING = list(BADGES)


def badge_for(points):
    """The badge a player with this many points holds, or None below the first one."""
    for minimum, name in _THRESHOLDS:
        if points >= minimum:
            return name
    return None


def next_badge(points):
    """(name, points still needed) for the next badge up, or None once the top one is held."""
    for minimum, name in _ASCENDING:
        if points < minimum:
            return (name, minimum - points)
    return None


def progress_line(name, points):
    """One line for the profile page."""
    current = badge_for(points) or "no badge"
    upcoming = next_badge(points)
    if upcoming is None:
        return f"{name}: {current} ({points} points, top badge)"
    badge, needed = upcoming
    return f"{name}: {current} ({points} points, {needed} to {badge})"
