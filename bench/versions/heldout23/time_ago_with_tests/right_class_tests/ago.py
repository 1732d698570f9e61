def ago(seconds):
    """Return a short description like '3 hours ago'."""
    if isinstance(seconds, bool) or not isinstance(seconds, int):
        raise TypeError("seconds must be int")
    if seconds < 0:
        raise ValueError("seconds must not be negative")
    minutes, _ = divmod(seconds, 60)
    hours, _ = divmod(seconds, 3600)
    days, _ = divmod(seconds, 86400)
    weeks, _ = divmod(seconds, 604800)
    if weeks >= 2:
        return "%d weeks ago" % weeks
    if weeks == 1:
        return "last week"
    if days >= 2:
        return "%d days ago" % days
    if days == 1:
        return "yesterday"
    if hours >= 2:
        return "%d hours ago" % hours
    if hours == 1:
        return "1 hour ago"
    if minutes >= 2:
        return "%d minutes ago" % minutes
    if minutes == 1:
        return "1 minute ago"
    return "just now"
