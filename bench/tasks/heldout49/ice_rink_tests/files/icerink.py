"""Prices and times for the public skating sessions at our ice rink."""

PRICES = {"toddler": 0.00, "child": 7.00, "adult": 9.50, "senior": 7.50}
SKATE_HIRE = 2.50  # toddlers get their skates free
FAMILY_TICKET = 30.00  # 2 adults + 2 children, skate hire included
OPENS = 10 * 60  # 10:00, in minutes after midnight
CLOSES = 22 * 60  # 22:00
SESSION_MINUTES = 90
CAPACITY = 250


def kind_for_age(age):
    """Ticket type for someone's age: under 4 toddler, 4-15 child, 16-64 adult,
    65 and over senior. The age must be a whole number from 0 to 120."""
    if isinstance(age, bool) or not isinstance(age, int) or not 0 <= age <= 120:
        raise ValueError("age must be a whole number from 0 to 120")
    if age < 4:
        return "toddler"
    if age < 16:
        return "child"
    if age < 65:
        return "adult"
    return "senior"


def ticket_price(kind, hire=True):
    """One ticket, with skate hire unless hire=False. Unknown kind: ValueError."""
    if kind not in PRICES:
        raise ValueError(f"no such ticket: {kind!r}")
    price = PRICES[kind]
    if hire and kind != "toddler":
        price += SKATE_HIRE
    return round(price, 2)


def group_price(ages, hire=True):
    """What a group pays. Every 2 adults + 2 children go on a family ticket
    (as many family tickets as the group makes up), everybody else pays
    ticket_price. Seniors don't count as adults for the family ticket."""
    kinds = [kind_for_age(age) for age in ages]
    adults, children = kinds.count("adult"), kinds.count("child")
    families = min(adults // 2, children // 2)
    total = families * FAMILY_TICKET
    adults -= 2 * families
    children -= 2 * families
    total += adults * ticket_price("adult", hire) + children * ticket_price("child", hire)
    for kind in ("toddler", "senior"):
        total += kinds.count(kind) * ticket_price(kind, hire)
    return round(total, 2)


def session_end(start, minutes=SESSION_MINUTES):
    """When a session that starts at ``start`` ("HH:MM") finishes, as "HH:MM".

    A session can't start before the rink opens (10:00) or finish after it
    closes (22:00): ValueError.
    """
    hours, mins = start.split(":")
    begin = int(hours) * 60 + int(mins)
    end = begin + minutes
    if begin < OPENS or end > CLOSES:
        raise ValueError("the rink is open 10:00 to 22:00")
    return f"{end // 60:02d}:{end % 60:02d}"


def spaces_left(booked, capacity=CAPACITY):
    """How many more skaters fit on the ice (never below 0). ``booked`` must be
    a whole number, 0 or more."""
    if isinstance(booked, bool) or not isinstance(booked, int) or booked < 0:
        raise ValueError("booked must be a whole number, 0 or more")
    return max(0, capacity - booked)
