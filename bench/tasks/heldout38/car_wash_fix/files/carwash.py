"""The queue at my car wash: how long each car waits, and when the queue is done."""

PROGRAMMES = {"basic": 6, "deluxe": 10, "super": 14}  # minutes each wash takes


def minutes(programme):
    """Minutes a wash takes. Capitals and spaces round the name don't matter;
    a programme I don't have is a ValueError."""
    key = programme.strip().lower()
    if key not in PROGRAMMES:
        raise ValueError(f"no such programme: {programme!r}")
    return PROGRAMMES[key]


def wait_for(queue, n):
    """Minutes the n-th car in the queue (counting from 1) waits before its wash starts.

    queue lists each car's programme, front of the queue first; the front car is
    washed next. n outside 1..len(queue) is a ValueError.
    """
    if not 1 <= n <= len(queue):
        raise ValueError("no such car in the queue")
    return sum(minutes(p) for p in queue[:n])


def done_at(queue, start="08:00"):
    """Clock time "HH:MM" when the whole queue is washed, starting at start ("HH:MM")."""
    hours, mins = start.split(":")
    total = int(hours) * 60 + int(mins) + sum(minutes(p) for p in queue)
    return f"{total // 60 % 24:02d}:{total % 60:02d}"
