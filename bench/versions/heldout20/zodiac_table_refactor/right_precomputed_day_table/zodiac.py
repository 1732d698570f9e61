"""Western zodiac signs."""
import calendar
from datetime import date

SIGNS = [
    (1, 20, "Aquarius"), (2, 19, "Pisces"), (3, 21, "Aries"), (4, 20, "Taurus"),
    (5, 21, "Gemini"), (6, 21, "Cancer"), (7, 23, "Leo"), (8, 23, "Virgo"),
    (9, 23, "Libra"), (10, 23, "Scorpio"), (11, 22, "Sagittarius"), (12, 22, "Capricorn"),
]

_LEAP_YEAR = 2000


def validate(month, day):
    if not 1 <= month <= 12:
        raise ValueError(f"invalid date: {month}/{day}")
    if not 1 <= day <= calendar.monthrange(_LEAP_YEAR, month)[1]:
        raise ValueError(f"invalid date: {month}/{day}")


def _build_lookup():
    lookup = {}
    current = SIGNS[-1][2]
    starts = {(m, d): name for m, d, name in SIGNS}
    for month in range(1, 13):
        for day in range(1, calendar.monthrange(_LEAP_YEAR, month)[1] + 1):
            current = starts.get((month, day), current)
            lookup[(month, day)] = current
    return lookup


_BY_DAY = _build_lookup()


def sign_for(month, day):
    """Return the zodiac sign for a month (1-12) and day."""
    validate(month, day)
    return _BY_DAY[(month, day)]


def sign_for_date(d):
    """Zodiac sign for a datetime.date."""
    return sign_for(d.month, d.day)


def same_sign(a, b):
    """True if two dates fall under the same sign."""
    return sign_for_date(a) == sign_for_date(b)


if __name__ == "__main__":
    print(sign_for_date(date.today()))
