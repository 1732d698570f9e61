"""Western zodiac signs."""
from datetime import date

# (start_month, start_day, name), sorted by start date through the year.
SIGNS = [
    (1, 20, "Aquarius"),
    (2, 19, "Pisces"),
    (3, 21, "Aries"),
    (4, 20, "Taurus"),
    (5, 21, "Gemini"),
    (6, 21, "Cancer"),
    (7, 23, "Leo"),
    (8, 23, "Virgo"),
    (9, 23, "Libra"),
    (10, 23, "Scorpio"),
    (11, 22, "Sagittarius"),
    (12, 22, "Capricorn"),
]

DAYS_IN_MONTH = {1: 31, 2: 29, 3: 31, 4: 30, 5: 31, 6: 30,
                 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}


def validate(month, day):
    """Raise ValueError unless month/day is a real calendar day (Feb 29 allowed)."""
    if month not in DAYS_IN_MONTH or not 1 <= day <= DAYS_IN_MONTH[month]:
        raise ValueError(f"invalid date: {month}/{day}")


def sign_for(month, day):
    """Return the zodiac sign for a month (1-12) and day."""
    validate(month, day)
    current = SIGNS[-1][2]  # before Aquarius starts, it is still Capricorn
    for start_month, start_day, name in SIGNS:
        if (month, day) >= (start_month, start_day):
            current = name
    return current


def sign_for_date(d):
    """Zodiac sign for a datetime.date."""
    return sign_for(d.month, d.day)


def same_sign(a, b):
    """True if two dates fall under the same sign."""
    return sign_for_date(a) == sign_for_date(b)


if __name__ == "__main__":
    print(sign_for_date(date.today()))
