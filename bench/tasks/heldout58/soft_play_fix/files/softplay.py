"""Entry prices, session times and party quotes for our soft play centre."""

import math

BABY_MONTHS = 12  # younger than this: free
TODDLER_MONTHS = 36  # 12 months up to (not including) this: toddler price
MAX_MONTHS = 144  # 12 years and over: too big for the play frame
TODDLER_PRICE = 4.50
CHILD_PRICE = 7.95
WEEKEND_EXTRA = 1.00  # Saturdays and Sundays, on every child who pays
SESSION_MINUTES = 90
OPENING = "09:00"
CLOSING = "18:00"
PARTY_MIN_CHILDREN = 10  # a party is charged for at least this many children
PARTY_WITH_FOOD = 12.50  # per child
PARTY_NO_FOOD = 9.00  # per child
PARTY_DEPOSIT = 0.25  # of the party total, rounded up to a whole pound


def entry_price(age_months, day):
    """Entry for one child of ``age_months`` months on ``day`` (a datetime.date).

    Under BABY_MONTHS is free, under TODDLER_MONTHS is TODDLER_PRICE, older
    is CHILD_PRICE; on a Saturday or Sunday a paying child costs
    WEEKEND_EXTRA more. The age must be a whole number of months, 0 or more
    and under MAX_MONTHS, else ValueError.
    """
    if not isinstance(age_months, int) or isinstance(age_months, bool) or age_months < 0:
        raise ValueError("age must be a whole number of months, 0 or more")
    if age_months >= MAX_MONTHS:
        raise ValueError("12 and over can't go on the play frame")
    if age_months < BABY_MONTHS:
        return 0.0
    price = TODDLER_PRICE if age_months <= TODDLER_MONTHS else CHILD_PRICE
    if day.weekday() == 6:
        price += WEEKEND_EXTRA
    return round(price, 2)


def family_entry(ages_months, day):
    """Entry for a group of children: the sum of entry_price for each, 2 decimals."""
    return round(sum(entry_price(age, day) for age in ages_months), 2)


def _minutes(hhmm):
    hours, sep, minutes = hhmm.strip().partition(":")
    if not sep or not hours.isdigit() or not minutes.isdigit() or len(minutes) != 2:
        raise ValueError(f"not a time: {hhmm!r}")
    if int(hours) > 23 or int(minutes) > 59:
        raise ValueError(f"not a time: {hhmm!r}")
    return int(hours) * 60 + int(minutes)


def session_end(start):
    """When a session starting at ``start`` ("HH:MM") ends, as "HH:MM".

    A session is SESSION_MINUTES long but stops at CLOSING. A start before
    OPENING, or at or after CLOSING, is a ValueError (so is a bad time).
    """
    begin = _minutes(start)
    if begin < _minutes(OPENING) or begin >= _minutes(CLOSING):
        raise ValueError("we're closed then")
    end = min(begin + SESSION_MINUTES, _minutes(CLOSING))
    return f"{end // 60:02d}:{end % 60:02d}"


def party_quote(children, food=True):
    """A party quote: {"charged_for", "per_child", "total", "deposit"}.

    Charged for the number of children, but never fewer than
    PARTY_MIN_CHILDREN. per_child is PARTY_WITH_FOOD, or PARTY_NO_FOOD
    without food. The deposit is PARTY_DEPOSIT of the total rounded up to a
    whole pound. children must be a whole number, 1 or more, else ValueError.
    """
    if not isinstance(children, int) or isinstance(children, bool) or children < 1:
        raise ValueError("children must be a whole number, 1 or more")
    charged = children
    per_child = PARTY_WITH_FOOD if food else PARTY_NO_FOOD
    total = round(charged * per_child, 2)
    return {"charged_for": charged, "per_child": per_child, "total": total,
            "deposit": math.ceil(total * PARTY_DEPOSIT)}
