UNITS = [
    # (upper bound exclusive, singular text, unit seconds or None, plural word)
    (60, "just now", None, None),
    (120, "1 minute ago", None, None),
    (3600, None, 60, "minutes"),
    (7200, "1 hour ago", None, None),
    (86400, None, 3600, "hours"),
    (172800, "yesterday", None, None),
    (604800, None, 86400, "days"),
    (1209600, "last week", None, None),
]


def ago(seconds):
    if type(seconds) is not int:
        raise TypeError("ago() expects an int number of seconds")
    if seconds < 0:
        raise ValueError("elapsed time cannot be negative")
    for limit, fixed, unit, word in UNITS:
        if seconds < limit:
            return fixed if fixed else f"{seconds // unit} {word} ago"
    return f"{seconds // 604800} weeks ago"
