"""Paper round bills for the shop. Money in pence."""

from datetime import timedelta

DAY_NAMES = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")
WEEKDAY_PRICE = 180  # Monday to Friday paper
SATURDAY_PRICE = 300
SUNDAY_PRICE = 380
DELIVERY = 35  # added for every paper we deliver


def paper_price(day):
    """Price of the paper on a date (datetime.date)."""
    if day.weekday() == 5:
        return SATURDAY_PRICE
    if day.weekday() == 6:
        return SUNDAY_PRICE
    return WEEKDAY_PRICE


def deliveries(days, start, end, away=()):
    """Dates from start to end (both included) that get a paper.

    days: the days of the week the customer takes a paper, like ["mon", "sat"].
    away: holidays as (first, last) pairs of dates, both days included: no paper then.
    """
    wanted = set()
    for name in days:
        name = name.strip().lower()[:3]
        if name not in DAY_NAMES:
            raise ValueError(f"not a day of the week: {name!r}")
        wanted.add(DAY_NAMES.index(name))
    if end < start:
        raise ValueError("end is before start")
    out = []
    day = start
    while day <= end:
        on_holiday = any(first <= day <= last for first, last in away)
        if day.weekday() in wanted and not on_holiday:
            out.append(day)
        day += timedelta(days=1)
    return out


def bill(days, start, end, away=()):
    """What the customer owes for start to end, in pence: the papers plus DELIVERY each."""
    return sum(paper_price(day) + DELIVERY for day in deliveries(days, start, end, away))


def bill_line(name, days, start, end, away=()):
    """One line for the bill book, like 'Mrs Patel: 9 papers, £21.75'."""
    count = len(deliveries(days, start, end, away))
    pence = bill(days, start, end, away)
    word = "paper" if count == 1 else "papers"
    return f"{name}: {count} {word}, £{pence // 100}.{pence % 100:02d}"
