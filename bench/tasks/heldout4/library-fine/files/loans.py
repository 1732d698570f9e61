"""Overdue fines for the Elm Street library."""
from datetime import date

FINE_PER_DAY = 0.25
MAX_FINE = 5.00


def days_late(due: date, returned: date) -> int:
    """Whole days between the due date and the return; 0 if returned in time."""
    late = (returned - due).days + 1
    return max(late, 0)


def fine(due: date, returned: date) -> float:
    """Fine for one book: 0.25 per day late, never more than 5.00."""
    return days_late(due, returned) * FINE_PER_DAY
