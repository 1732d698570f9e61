"""Which plants in the office need watering today."""
from datetime import date


def days_overdue(last_watered: date, every_days: int, today: date) -> int:
    """How many days past its watering day a plant is (negative: not due yet)."""
    return (today - last_watered).days - every_days


def watering_list(plants, today):
    """Names of the plants that need water today, the most overdue first (ties by name).

    `plants` is a list of (name, last_watered, every_days) tuples. A plant needs water
    when it is due today or overdue.
    """
    due = [(days_overdue(last, every, today), name) for name, last, every in plants]
    due = [(overdue, name) for overdue, name in due if overdue >= 0]
    due.sort(key=lambda pair: (-pair[0], pair[1]))
    return [name for _overdue, name in due]
