"""Prices, ready dates and tickets for my clothes alterations service."""

import math
from datetime import date, timedelta

PRICES = {  # pounds, per garment
    "hem trousers": 12.0,
    "hem skirt": 14.0,
    "take in waist": 15.0,
    "shorten sleeves": 18.0,
    "replace zip": 16.0,
    "let out seams": 20.0,
}
EXPRESS = 1.5  # express costs half as much again
CLOSED = (6, 0)  # the shop is shut on Sundays and Mondays (date.weekday() numbers)
NORMAL_DAYS = 5  # opening days to do a job
EXPRESS_DAYS = 2


def job_price(job):
    """The price of one job, e.g. job_price("Hem trousers") -> 12.0.

    Capitals and spaces around the name don't matter; a job that isn't on the
    price list is a ValueError.
    """
    name = job.strip().lower()
    if name not in PRICES:
        raise ValueError(f"not on the price list: {job!r}")
    return PRICES[name]


def quote(jobs, express=False):
    """What a customer pays for a list of jobs.

    Normally the prices added up. Express is the total times 1.5, rounded UP
    to a whole pound. No jobs at all is a ValueError.
    """
    if not jobs:
        raise ValueError("no jobs")
    total = sum(job_price(job) for job in jobs)
    if express:
        return float(math.ceil(total * EXPRESS))
    return total


def ready_date(dropped_off, express=False):
    """When the clothes are ready: 5 opening days after the day they're dropped
    off (2 for express), not counting the day itself. Sundays and Mondays the
    shop is shut, so they don't count."""
    need = EXPRESS_DAYS if express else NORMAL_DAYS
    day = dropped_off
    while need:
        day += timedelta(days=1)
        if day.weekday() not in CLOSED:
            need -= 1
    return day


def ticket(number, surname):
    """The ticket pinned to the bag: "A" + the number in 4 digits + "-" + the
    surname in capitals, e.g. ticket(42, "Smith") -> "A0042-SMITH".

    The number must be a whole number from 1 to 9999 and the surname can't be
    blank, else ValueError.
    """
    if isinstance(number, bool) or not isinstance(number, int) or not 1 <= number <= 9999:
        raise ValueError("ticket numbers go from 1 to 9999")
    surname = surname.strip()
    if not surname:
        raise ValueError("need a surname")
    return f"A{number:04d}-{surname.upper()}"
