"""Working out Delay Repay claims for my train journeys to work.

The train company pays back part of the ticket price when a train gets in
late: 15 to 29 minutes late gets 25% of the single fare back, 30 to 59
minutes late 50%, and an hour or more the whole single fare. For a return
ticket, the single fare counts as half of what the return cost.
"""

BANDS = [(15, 25), (30, 50), (60, 100)]  # (at least this many minutes late, percent back)


def parse_time(text):
    """"HH:MM" on the 24-hour clock (spaces around it are fine) -> minutes after midnight.

    ValueError if it isn't a real time.
    """
    hours, sep, mins = text.strip().partition(":")
    if not sep or not (hours.isdigit() and mins.isdigit()) or len(hours) > 2 or len(mins) != 2:
        raise ValueError(f"not a time: {text!r}")
    h, m = int(hours), int(mins)
    if h > 23 or m > 59:
        raise ValueError(f"not a time: {text!r}")
    return h * 60 + m


def minutes_late(scheduled, actual):
    """How many minutes after ``scheduled`` the train got in (both "HH:MM").

    A train that gets in early or on time is 0 minutes late.
    """
    return max(0, parse_time(actual) - parse_time(scheduled))


def percent_back(minutes):
    """The percent of the single fare paid back for a train ``minutes`` late (0 under 15)."""
    if minutes < 0:
        raise ValueError("minutes late can't be negative")
    for least, percent in BANDS:
        if minutes >= least:
            return percent
    return 0


def refund(fare, minutes, return_ticket=False):
    """Money back, in pounds to 2 decimal places, for a ticket that cost ``fare``
    on a train ``minutes`` late.

    fare must be more than 0 and minutes 0 or more, else ValueError.
    """
    if fare <= 0:
        raise ValueError("fare must be more than 0")
    if minutes < 0:
        raise ValueError("minutes late can't be negative")
    single = fare / 2 if return_ticket else fare
    return round(single * percent_back(minutes) / 100, 2)


def claim_summary(fare, scheduled, actual, return_ticket=False):
    """One line for my claims spreadsheet.

    Like "42 min late: 50% of £12.40 = £6.20", or "9 min late: nothing to claim"
    when the train was less than 15 minutes late.
    """
    late = minutes_late(scheduled, actual)
    percent = percent_back(late)
    if percent == 0:
        return f"{late} min late: nothing to claim"
    single = fare / 2 if return_ticket else fare
    return (f"{late} min late: {percent}% of £{single:.2f} = "
            f"£{refund(fare, late, return_ticket):.2f}")
