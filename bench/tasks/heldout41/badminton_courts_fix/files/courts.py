"""What the sports centre charges for badminton courts, and what each of us pays."""

import math

OFF_PEAK = 9.00  # one court for one hour, weekdays before 17:00
PEAK = 14.00  # one court for one hour, weekdays from 17:00, and all day at the weekend
PEAK_FROM = 17  # the first peak hour on a weekday
OPENS, CLOSES = 8, 22  # the first bookable hour, and the hour the hall shuts


def _whole(n, lowest, what):
    if not isinstance(n, int) or isinstance(n, bool) or n < lowest:
        raise ValueError(f"{what} must be a whole number, {lowest} or more")


def hour_rate(hour, weekend=False):
    """Price of one court for the hour that starts at ``hour`` (8 means 08:00-09:00).

    hour must be a whole hour from OPENS to CLOSES - 1, else ValueError.
    """
    _whole(hour, OPENS, "hour")
    if hour >= CLOSES:
        raise ValueError(f"the last hour you can book starts at {CLOSES - 1}")
    if weekend or hour > PEAK_FROM:
        return PEAK
    return OFF_PEAK


def court_cost(start, hours, courts=1, weekend=False):
    """Cost of ``courts`` courts for ``hours`` hours from ``start``, each hour at its own
    rate, to 2 decimal places.

    hours and courts are whole numbers, 1 or more, and the booking has to end
    by CLOSES, else ValueError.
    """
    _whole(hours, 1, "hours")
    _whole(courts, 1, "courts")
    _whole(start, OPENS, "start")
    if start + hours > CLOSES:
        raise ValueError("the hall shuts before then")
    return round(sum(hour_rate(h, weekend) for h in range(start, start + hours)) * courts, 2)


def share(cost, players):
    """What each player pays towards ``cost``: an equal share rounded UP to the penny, so
    the kitty is never short. players is a whole number, 1 or more, else ValueError."""
    _whole(players, 1, "players")
    pence = round(cost * 100)
    return math.ceil(pence / players) / 100


def season_cost(weeks, start, hours, courts=1, weekend=False):
    """The same booking every week for ``weeks`` weeks, to 2 decimal places."""
    _whole(weeks, 1, "weeks")
    return round(weeks * court_cost(start, hours, courts, weekend), 2)
