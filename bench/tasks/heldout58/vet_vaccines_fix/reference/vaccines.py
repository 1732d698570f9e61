"""Booster reminders for the practice's vaccination records."""

import calendar
from datetime import date, timedelta

# (species, vaccine): months until the booster is due
INTERVAL_MONTHS = {
    ("dog", "lepto"): 12,
    ("dog", "dhp"): 36,
    ("dog", "kennel cough"): 12,
    ("cat", "flu"): 12,
    ("cat", "enteritis"): 36,
    ("rabbit", "myxo-rhd"): 12,
    ("rabbit", "rhd2"): 6,
}
REMINDER_DAYS = 14  # letters go out this many days before a booster is due


def add_months(day, months):
    """The same day of the month, ``months`` months after ``day``.

    When that month hasn't got that day (the 31st, or the 29th of February),
    the last day of the month instead.
    """
    index = day.month - 1 + months
    year, month = day.year + index // 12, index % 12 + 1
    return date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def next_due(species, vaccine, given):
    """When the booster for ``vaccine`` given on ``given`` is due.

    species and vaccine don't care about capitals or spaces round them; a
    pair that isn't in INTERVAL_MONTHS is a ValueError.
    """
    key = (species.strip().lower(), vaccine.strip().lower())
    if key not in INTERVAL_MONTHS:
        raise ValueError(f"no booster interval for {species} {vaccine}")
    return add_months(given, INTERVAL_MONTHS[key])


def reminders(records, today, window=REMINDER_DAYS):
    """Boosters to send a reminder for.

    records is a list of (pet, species, vaccine, date given). A booster due
    on or before today + window days is in the list (overdue ones too), as
    (due date, pet, vaccine), earliest due first (pet name, then vaccine,
    for the same day).
    """
    limit = today + timedelta(days=window)
    found = []
    for pet, species, vaccine, given in records:
        due = next_due(species, vaccine, given)
        if due <= limit:
            found.append((due, pet, vaccine))
    return sorted(found)


def letter_line(pet, vaccine, due):
    """The line for the reminder letter, e.g.
    "Bella's lepto booster is due on 5 March 2025."."""
    return f"{pet}'s {vaccine} booster is due on {due.day} {due:%B} {due.year}."
