"""Keeping on top of my son's homework (Year 9).

homework.txt has one piece of homework a line, the way it's written in his planner:

    2024-10-08 | Maths | worksheet 4 | 30

due date | subject | what it is | roughly how many minutes it takes. Blank lines and
lines starting with # are skipped.
"""

from collections import namedtuple
from datetime import date, timedelta

Homework = namedtuple("Homework", "due subject task minutes")


def parse(lines):
    """The homework in ``lines``, in the order written, as Homework tuples.

    A line without exactly four parts, a bad date or minutes that aren't a whole
    number above 0 is a ValueError that says which line it was (counting from 1).
    """
    items = []
    for number, line in enumerate(lines, start=1):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        parts = [part.strip() for part in line.split("|")]
        if len(parts) != 4 or not all(parts):
            raise ValueError(f"line {number}: expected 'date | subject | task | minutes'")
        try:
            due = date.fromisoformat(parts[0])
        except ValueError:
            raise ValueError(f"line {number}: bad date {parts[0]!r}") from None
        if not parts[3].isdigit() or int(parts[3]) == 0:
            raise ValueError(f"line {number}: minutes must be a whole number above 0")
        items.append(Homework(due, parts[1], parts[2], int(parts[3])))
    return items


def label(item):
    """How a piece of homework is shown: 'Maths: worksheet 4'."""
    return f"{item.subject}: {item.task}"


def due_on(items, day):
    """Labels of the homework due on ``day``, in the order written."""
    return [label(item) for item in items if item.due == day]


def overdue(items, today):
    """Homework due before ``today``, oldest first (same day: in the order written)."""
    return sorted((item for item in items if item.due < today), key=lambda item: item.due)


def minutes_by_subject(items):
    """Total minutes per subject, as {subject: minutes}, subjects in alphabetical order."""
    totals = {}
    for item in items:
        totals[item.subject] = totals.get(item.subject, 0) + item.minutes
    return dict(sorted(totals.items()))


def plan(items, start, minutes_per_day=60):
    """Which homework to do on which evening, from ``start`` on.

    Homework due on or before ``start`` is left out. The rest is taken in order of due
    date (same due date: in the order written) and each piece goes on the earliest
    evening from ``start`` up to the day before it's due that still has room for all of
    it within ``minutes_per_day``; if no evening has room, it goes on the evening before
    it's due anyway. Returns {date: [labels in the order placed]}, only evenings with
    something on them, earliest first. minutes_per_day must be a whole number above 0.
    """
    if (not isinstance(minutes_per_day, int) or isinstance(minutes_per_day, bool)
            or minutes_per_day <= 0):
        raise ValueError("minutes_per_day must be a whole number above 0")
    booked, evenings = {}, {}
    for item in sorted((item for item in items if item.due > start), key=lambda i: i.due):
        day = start
        while day < item.due and booked.get(day, 0) + item.minutes > minutes_per_day:
            day += timedelta(days=1)
        if day >= item.due:
            day = item.due - timedelta(days=1)
        booked[day] = booked.get(day, 0) + item.minutes
        evenings.setdefault(day, []).append(label(item))
    return {day: evenings[day] for day in sorted(evenings)}
