"""Player badges earned with points."""

import bisect

# (minimum points, badge name), lowest first
BADGES = [
    (100, "bronze"),
    (500, "silver"),
    (1000, "gold"),
    (5000, "diamond"),
]


def _index(points):
    """How many badges a player with ``points`` has reached."""
    return bisect.bisect_right([minimum for minimum, _ in BADGES], points)


def badge_for(points):
    """The badge a player with this many points holds, or None below the first one."""
    i = _index(points)
    return BADGES[i - 1][1] if i else None


def next_badge(points):
    """(name, points still needed) for the next badge up, or None once the top one is held."""
    i = _index(points)
    if i == len(BADGES):
        return None
    minimum, name = BADGES[i]
    return (name, minimum - points)


def progress_line(name, points):
    """One line for the profile page."""
    current = badge_for(points) or "no badge"
    upcoming = next_badge(points)
    if upcoming is None:
        return f"{name}: {current} ({points} points, top badge)"
    badge, needed = upcoming
    return f"{name}: {current} ({points} points, {needed} to {badge})"
