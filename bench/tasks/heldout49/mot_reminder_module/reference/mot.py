"""MOT dates for the family cars: when the first one is due, the earliest day a
test can be done, the new expiry date, and reminders."""

import calendar
from datetime import date, timedelta


def _add_years(day, years):
    try:
        return day.replace(year=day.year + years)
    except ValueError:  # 29 February in a year without one
        return day.replace(year=day.year + years, day=28)


def _month_back(day):
    year, month = (day.year, day.month - 1) if day.month > 1 else (day.year - 1, 12)
    last = calendar.monthrange(year, month)[1]
    return date(year, month, min(day.day, last))


def first_mot_due(registered):
    """The third anniversary of the day the car was first registered."""
    return _add_years(registered, 3)


def earliest_test(expiry):
    """A month minus a day before ``expiry``."""
    return _month_back(expiry) + timedelta(days=1)


def new_expiry(expiry, tested):
    """When the new certificate runs out after passing a test on ``tested``."""
    if earliest_test(expiry) <= tested <= expiry:
        return _add_years(expiry, 1)
    return _add_years(tested, 1) - timedelta(days=1)


def _warn(warn_days):
    if isinstance(warn_days, bool) or not isinstance(warn_days, int) or warn_days < 0:
        raise ValueError("warn_days must be a whole number, 0 or more")


def status(expiry, today, warn_days=30):
    """'expired', 'due soon' (within warn_days days, today included) or 'ok'."""
    _warn(warn_days)
    if today > expiry:
        return "expired"
    if (expiry - today).days <= warn_days:
        return "due soon"
    return "ok"


def reminders(cars, today, warn_days=30):
    """One line for each car that has expired or is due soon, earliest expiry first."""
    _warn(warn_days)
    rows = []
    for plate, expiry in cars.items():
        clean = "".join(plate.split()).upper()
        if not clean:
            raise ValueError("a car needs a number plate")
        if status(expiry, today, warn_days) == "ok":
            continue
        days = (expiry - today).days
        if days < 0:
            when = f"expired {-days} day{'s' if days != -1 else ''} ago"
        elif days == 0:
            when = "due today"
        else:
            when = f"due in {days} day{'s' if days != 1 else ''}"
        rows.append((expiry, clean, f"{clean}: {when}"))
    return [line for _, _, line in sorted(rows)]
