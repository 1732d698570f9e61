"""Helpers for our blood donor session rota (I help run the sign-up desk).

Rules we go by:
- you must be 17 or over to give blood;
- a new donor must be under 66 on the day of their first donation;
- a donor who has given before can keep going until their 70th birthday;
- whole blood: men wait 12 weeks between donations, women 16 weeks;
- platelets: 2 weeks between donations, and no more than 24 in any 365 days.
"""

from datetime import date, timedelta

GAP_WEEKS = {("whole", "m"): 12, ("whole", "f"): 16, ("platelets", "m"): 2,
             ("platelets", "f"): 2}
PLATELETS_PER_YEAR = 24
AWARDS = [(5, "bronze"), (25, "silver"), (50, "gold"), (75, "gold plus"),
          (100, "platinum")]


def age_on(born, day):
    """Age in whole years on ``day`` of someone born on ``born``."""
    if day < born:
        raise ValueError("day is before the date of birth")
    return day.year - born.year - ((day.month, day.day) < (born.month, born.day))


def old_enough(born, day, first_time):
    """Whether someone can donate on ``day`` as far as age goes."""
    age = age_on(born, day)
    if age < 17:
        return False
    if first_time:
        return age < 66
    return age < 70


def next_allowed(last, sex, kind="whole"):
    """The first day someone can donate again after donating on ``last``."""
    key = (kind, sex.strip().lower()[:1])
    if key not in GAP_WEEKS:
        raise ValueError(f"unknown donation type or sex: {kind!r}, {sex!r}")
    return last + timedelta(weeks=GAP_WEEKS[key])


def platelets_left(donations, day):
    """How many more platelet donations fit in the 365 days ending on ``day``."""
    start = day - timedelta(days=364)
    recent = [d for d in donations if start <= d <= day]
    return max(0, PLATELETS_PER_YEAR - len(recent))


def award(count):
    """The award badge for the ``count``-th donation, or None if that number has none."""
    for needed, badge in AWARDS:
        if count == needed:
            return badge
    return None
