"""Western zodiac signs."""
from datetime import date


def sign_for(month, day):
    """Return the zodiac sign for a month (1-12) and day."""
    if month < 1 or month > 12:
        raise ValueError(f"invalid date: {month}/{day}")
    if month == 2:
        last = 29
    elif month in (4, 6, 9, 11):
        last = 30
    else:
        last = 31
    if day < 1 or day > last:
        raise ValueError(f"invalid date: {month}/{day}")

    if (month == 3 and day >= 21) or (month == 4 and day <= 19):
        return "Aries"
    elif (month == 4 and day >= 20) or (month == 5 and day <= 20):
        return "Taurus"
    elif (month == 5 and day >= 21) or (month == 6 and day <= 20):
        return "Gemini"
    elif (month == 6 and day >= 21) or (month == 7 and day <= 22):
        return "Cancer"
    elif (month == 7 and day >= 23) or (month == 8 and day <= 22):
        return "Leo"
    elif (month == 8 and day >= 23) or (month == 9 and day <= 22):
        return "Virgo"
    elif (month == 9 and day >= 23) or (month == 10 and day <= 22):
        return "Libra"
    elif (month == 10 and day >= 23) or (month == 11 and day <= 21):
        return "Scorpio"
    elif (month == 11 and day >= 22) or (month == 12 and day <= 21):
        return "Sagittarius"
    elif (month == 12 and day >= 22) or (month == 1 and day <= 19):
        return "Capricorn"
    elif (month == 1 and day >= 20) or (month == 2 and day <= 18):
        return "Aquarius"
    else:
        return "Pisces"


def sign_for_date(d):
    """Zodiac sign for a datetime.date."""
    return sign_for(d.month, d.day)


def same_sign(a, b):
    """True if two dates fall under the same sign."""
    return sign_for_date(a) == sign_for_date(b)


if __name__ == "__main__":
    print(sign_for_date(date.today()))
