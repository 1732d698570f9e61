"""Working-day arithmetic."""
from datetime import date


def business_days(start: date, end: date, holidays=()) -> int:
    total_days = (end - start).days + 1
    full_weeks, rest = divmod(total_days, 7)
    count = full_weeks * 5
    for i in range(rest):
        if (start.weekday() + i) % 7 < 5:
            count += 1
    for h in set(holidays):
        if start <= h <= end and h.weekday() < 5:
            count -= 1
    return count
