"""Human-friendly 'time ago' strings."""

MINUTE = 60
HOUR = 60 * MINUTE
DAY = 24 * HOUR
WEEK = 7 * DAY


def ago(seconds):
    """Describe `seconds` of elapsed time, e.g. '5 minutes ago'."""
    if isinstance(seconds, bool) or not isinstance(seconds, int):
        raise TypeError(f"seconds must be an int, not {type(seconds).__name__}")
    if seconds < 0:
        raise ValueError("seconds can't be negative")
    if seconds < MINUTE:
        return "just now"
    if seconds < 2 * MINUTE:
        return "1 minute ago"
    if seconds < HOUR:
        return f"{seconds // MINUTE} minutes ago"
    if seconds < 2 * HOUR:
        return "1 hour ago"
    if seconds < DAY:
        return f"{seconds // HOUR} hours ago"
    if seconds < 2 * DAY:
        return "yesterday"
    if seconds < WEEK:
        return f"{seconds // DAY} days ago"
    if seconds <= 2 * WEEK:
        return "last week"
    return f"{seconds // WEEK} weeks ago"
