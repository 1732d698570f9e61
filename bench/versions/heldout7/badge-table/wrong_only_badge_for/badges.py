"""Player badges earned with points."""

# (minimum points, badge name), lowest first
BADGES = [
    (100, "bronze"),
    (500, "silver"),
    (1000, "gold"),
    (5000, "diamond"),
]


def badge_for(points):
    """The badge a player with this many points holds, or None below the first one."""
    held = None
    for minimum, name in BADGES:
        if points >= minimum:
            held = name
    return held


def next_badge(points):
    """(name, points still needed) for the next badge up, or None once the top one is held."""
    if points < 100:
        return ("bronze", 100 - points)
    if points < 500:
        return ("silver", 500 - points)
    if points < 1000:
        return ("gold", 1000 - points)
    if points < 5000:
        return ("diamond", 5000 - points)
    return None


def progress_line(name, points):
    """One line for the profile page."""
    current = badge_for(points) or "no badge"
    upcoming = next_badge(points)
    if upcoming is None:
        return f"{name}: {current} ({points} points, top badge)"
    badge, needed = upcoming
    return f"{name}: {current} ({points} points, {needed} to {badge})"
