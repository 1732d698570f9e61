"""How many pages a day to read to finish a book on time (book club helper)."""

from datetime import date, timedelta


def _check_pages(total_pages, pages_read):
    for value in (total_pages, pages_read):
        if isinstance(value, bool) or not isinstance(value, int):
            raise TypeError("page counts must be ints")
    if total_pages < 1 or pages_read < 0 or pages_read > total_pages:
        raise ValueError("need 0 <= pages_read <= total_pages and total_pages >= 1")


def _check_day(value):
    if not isinstance(value, date):
        raise TypeError("dates must be datetime.date values")


def reading_days(today, finish_by):
    """The days left for reading, counting today and the finish day itself.

    Finishing by a day before today is impossible: ValueError.
    """
    _check_day(today)
    _check_day(finish_by)
    if finish_by < today:
        raise ValueError("finish_by is in the past")
    return (finish_by - today).days


def pages_per_day(total_pages, pages_read, today, finish_by):
    """Pages to read each day (a whole number) to get to the end in time."""
    _check_pages(total_pages, pages_read)
    remaining = total_pages - pages_read
    return remaining // reading_days(today, finish_by)


def finish_date(total_pages, pages_read, today, per_day):
    """The day the book is done when reading per_day pages a day from today
    on (today counts as the first reading day). Already finished: today."""
    _check_pages(total_pages, pages_read)
    _check_day(today)
    if isinstance(per_day, bool) or not isinstance(per_day, int):
        raise TypeError("per_day must be an int")
    if per_day < 1:
        raise ValueError("per_day must be at least 1")
    remaining = total_pages - pages_read
    if remaining == 0:
        return today
    days = -(-remaining // per_day)
    return today + timedelta(days=days - 1)


def summary(title, total_pages, pages_read, today, finish_by):
    """One line for the club's group chat."""
    need = pages_per_day(total_pages, pages_read, today, finish_by)
    days = reading_days(today, finish_by)
    left = total_pages - pages_read
    return (f"{title}: {left} pages to go in {days} days, "
            f"read {need} a day to finish by {finish_by:%a %d %b}")
