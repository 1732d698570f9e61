"""Status lines for the sync tool's terminal output."""


def format_duration(seconds: int) -> str:
    """e.g. "45s", "2m 05s", "1h 02m 03s"."""
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    if hours:
        return f"{hours}h {minutes:02d}m {secs:02d}s"
    if minutes:
        return f"{minutes}m {secs:02d}s"
    return f"{secs}s"


def upload_summary(count: int, seconds: int) -> str:
    """e.g. "3 files uploaded in 2m 05s"."""
    noun = "file" if count == 1 else "files"
    return f"{count} {noun} uploaded in {format_duration(seconds)}"


def backup_line(name: str, seconds: int) -> str:
    """e.g. "backup photos took 1h 02m 03s"."""
    return f"backup {name} took {format_duration(seconds)}"


def eta(seconds_left: int) -> str:
    """e.g. "about 45s left"; "done" at zero or below."""
    if seconds_left <= 0:
        return "done"
    return f"about {format_duration(seconds_left)} left"
