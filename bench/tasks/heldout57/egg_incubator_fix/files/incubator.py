"""Dates and numbers for hatching eggs in my incubator.

Day 1 is the day after the eggs are set, so chicken eggs set on 1 March
(incubating 21 days) are due to hatch on 22 March.
"""

from datetime import date, timedelta

DAYS = {"chicken": 21, "bantam": 20, "duck": 28, "quail": 17, "goose": 30}
LOCKDOWN_BEFORE = 3  # stop turning the eggs this many days before the hatch
CANDLE_DAY = 7  # first candling, days after setting
HUMIDITY = 50  # percent, until lockdown
LOCKDOWN_HUMIDITY = 65  # percent, from lockdown day on


def incubation_days(species):
    """Days to hatch for a species; capitals and spaces around it don't matter.
    Unknown species is a ValueError."""
    key = species.strip()
    if key not in DAYS:
        raise ValueError(f"I don't know {species!r}")
    return DAYS[key]


def hatch_date(set_on, species):
    """The day the eggs set on ``set_on`` should hatch."""
    return set_on + timedelta(days=incubation_days(species))


def lockdown_date(set_on, species):
    """The day to stop turning the eggs and raise the humidity."""
    return hatch_date(set_on, species) - timedelta(days=LOCKDOWN_BEFORE)


def candling_dates(set_on, species):
    """The two candling days: CANDLE_DAY days after setting, and the day before lockdown."""
    return [set_on + timedelta(days=CANDLE_DAY),
            lockdown_date(set_on, species) - timedelta(days=1)]


def humidity(set_on, species, today):
    """Target humidity on ``today``: HUMIDITY before lockdown day, LOCKDOWN_HUMIDITY
    from lockdown day on."""
    if today > lockdown_date(set_on, species):
        return LOCKDOWN_HUMIDITY
    return HUMIDITY


def hatch_rate(set_count, hatched, clear=0):
    """Percentage of the fertile eggs that hatched, to 1 decimal place.

    Clear eggs (found infertile when candling) aren't fertile, so they don't
    count against the hatch. Counts must be whole numbers, 0 or more, with
    clear + hatched no more than set_count, else ValueError. No fertile eggs
    at all is a ValueError too.
    """
    for n in (set_count, hatched, clear):
        if not isinstance(n, int) or isinstance(n, bool) or n < 0:
            raise ValueError("counts must be whole numbers, 0 or more")
    if clear + hatched > set_count:
        raise ValueError("more eggs hatched or clear than were set")
    fertile = set_count - clear
    if fertile == 0:
        raise ValueError("no fertile eggs")
    return round(100 * hatched / set_count, 1)
