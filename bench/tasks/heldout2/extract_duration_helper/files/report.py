"""Status lines for the sync tool's terminal output."""


def upload_summary(count: int, seconds: int) -> str:
    """e.g. "3 files uploaded in 2m 05s"."""
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        took = f"{hours}h {minutes:02d}m {secs:02d}s"
    elif minutes:
        took = f"{minutes}m {secs:02d}s"
    else:
        took = f"{secs}s"
    noun = "file" if count == 1 else "files"
    return f"{count} {noun} uploaded in {took}"


def backup_line(name: str, seconds: int) -> str:
    """e.g. "backup photos took 1h 02m 03s"."""
    h = seconds // 3600
    m = (seconds % 3600) // 60
    s = seconds % 60
    if h > 0:
        text = str(h) + "h " + str(m).zfill(2) + "m " + str(s).zfill(2) + "s"
    elif m > 0:
        text = str(m) + "m " + str(s).zfill(2) + "s"
    else:
        text = str(s) + "s"
    return f"backup {name} took {text}"


def eta(seconds_left: int) -> str:
    """e.g. "about 45s left"; "done" at zero or below."""
    if seconds_left <= 0:
        return "done"
    hours, rest = divmod(seconds_left, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        left = f"{hours}h {minutes:02d}m {secs:02d}s"
    elif minutes:
        left = f"{minutes}m {secs:02d}s"
    else:
        left = f"{secs}s"
    return f"about {left} left"
