"""When patients at the practice are due back for a check-up."""

import calendar
from datetime import date

ADULT = {"low": 24, "medium": 12, "high": 6}
CHILD = {"low": 12, "medium": 6, "high": 3}


def add_months(day, months):
    """day plus a whole number of months; a day the month hasn't got becomes its last day."""
    if not isinstance(months, int) or isinstance(months, bool) or months < 0:
        raise ValueError("months must be a whole number, 0 or more")
    index = day.year * 12 + day.month - 1 + months
    year, month = divmod(index, 12)
    month += 1
    last = calendar.monthrange(year, month)[1]
    return date(year, month, min(day.day, last))


def recall_months(age, risk):
    """Months between check-ups for an age and a risk of 'low', 'medium' or 'high'."""
    if not isinstance(age, int) or isinstance(age, bool) or age < 0:
        raise ValueError("age must be a whole number, 0 or more")
    table = ADULT if age >= 18 else CHILD
    key = risk.strip().lower()
    if key not in table:
        raise ValueError(f"unknown risk: {risk!r}")
    return table[key]


def due_list(patients, today):
    """[(name, due date)] of the patients due on or before today, longest overdue first."""
    due = []
    for name, last_visit, age, risk in patients:
        when = add_months(last_visit, recall_months(age, risk))
        if when <= today:
            due.append((name, when))
    return sorted(due, key=lambda item: (item[1], item[0]))
