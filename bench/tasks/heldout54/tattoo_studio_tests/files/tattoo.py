"""Prices, deposits and booking rules for my tattoo studio. Money in pounds."""

import math

HALF_HOUR_RATE = 45.0  # for every half hour, or part of one, in the chair
MINIMUM_CHARGE = 60.0  # the shop minimum, however small the piece
DEPOSIT_SHARE = 0.20
DEPOSIT_STEP = 5  # deposits are rounded UP to a multiple of this
MIN_DEPOSIT = 30
MIN_AGE = 18
TOUCH_UP_DAYS = 90  # a touch-up is free up to this many days after the tattoo


def session_price(minutes):
    """Price of a session of ``minutes`` minutes.

    Every half hour or part of one is charged at HALF_HOUR_RATE, but a
    session never costs less than MINIMUM_CHARGE. minutes must be a whole
    number more than 0, else ValueError.
    """
    if not isinstance(minutes, int) or isinstance(minutes, bool) or minutes <= 0:
        raise ValueError("minutes must be a whole number more than 0")
    half_hours = math.ceil(minutes / 30)
    return max(MINIMUM_CHARGE, half_hours * HALF_HOUR_RATE)


def deposit(price):
    """Deposit to hold a booking.

    DEPOSIT_SHARE of the price, rounded up to a multiple of DEPOSIT_STEP;
    at least MIN_DEPOSIT, but never more than the price itself. A price of
    0 or less is a ValueError.
    """
    if not price > 0:
        raise ValueError("price must be more than 0")
    share = round(price * DEPOSIT_SHARE, 2)
    rounded = math.ceil(share / DEPOSIT_STEP) * DEPOSIT_STEP
    return min(price, max(MIN_DEPOSIT, rounded))


def old_enough(born, appointment):
    """True if someone born on ``born`` is MIN_AGE or older on the appointment day.

    Turning 18 on the day itself counts. Both are datetime.date.
    """
    age = appointment.year - born.year - (
        (appointment.month, appointment.day) < (born.month, born.day))
    return age >= MIN_AGE


def free_touch_up(done, asked):
    """True if a touch-up asked for on ``asked`` is free for a tattoo done on ``done``.

    Free up to and including TOUCH_UP_DAYS days after the tattoo. Asking
    before the tattoo was done is a ValueError.
    """
    days = (asked - done).days
    if days < 0:
        raise ValueError("the touch-up can't be before the tattoo")
    return days <= TOUCH_UP_DAYS
