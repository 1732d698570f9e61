"""Western zodiac signs."""
from datetime import date

# (start_month, start_day, name), sorted by start date through the year.
SIGNS = {
    "Aquarius": (1, 20), "Pisces": (2, 19), "Aries": (3, 21), "Taurus": (4, 20),
    "Gemini": (5, 21), "Cancer": (6, 21), "Leo": (7, 23), "Virgo": (8, 23),
    "Libra": (9, 23), "Scorpio": (10, 23), "Sagittarius": (11, 22), "Capricorn": (12, 22),
}

DAYS_IN_MONTH = {1: 31, 2: 29, 3: 31, 4: 30, 5: 31, 6: 30,
                 7: 31, 8: 31, 9: 30, 10: 31, 11: 30, 12: 31}


def validate(month, day):
    """Raise ValueError unless month/day is a real calendar day (Feb 29 allowed)."""
    if month not in DAYS_IN_MONTH or not 1 <= day <= DAYS_IN_MONTH[month]:
        raise ValueError(f"invalid date: {month}/{day}")


def sign_for(month, day):
    """Return the zodiac sign for a month (1-12) and day."""
    validate(month, day)
    current = "Capricorn"
    for name, (start_month, start_day) in SIGNS.items():
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
