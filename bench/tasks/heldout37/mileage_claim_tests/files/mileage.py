"""The mileage I claim back from work for business journeys in my own vehicle.

Money in pounds. The rates are the approved mileage rates our finance team pays.
"""

CAR_RATE = 0.45          # per mile, car or van, for the first CAR_THRESHOLD miles of a tax year
CAR_RATE_AFTER = 0.25    # per mile, car or van, for every mile after that in the same tax year
CAR_THRESHOLD = 10_000
PASSENGER_RATE = 0.05    # per passenger per mile, cars and vans only
OTHER_RATES = {"motorbike": 0.24, "bicycle": 0.20}  # per mile, whatever the total
VEHICLES = ("car", "van", "motorbike", "bicycle")


def trip_miles(start_reading, end_reading):
    """Miles from two odometer readings (whole numbers, end not below start).

    Anything else is a ValueError.
    """
    for reading in (start_reading, end_reading):
        if not isinstance(reading, int) or isinstance(reading, bool) or reading < 0:
            raise ValueError(f"not an odometer reading: {reading!r}")
    if end_reading < start_reading:
        raise ValueError("the end reading is lower than the start reading")
    return end_reading - start_reading


def claim(miles, so_far=0, passengers=0, vehicle="car"):
    """What one journey of miles pays, to 2 decimal places.

    so_far is how many business miles I've already claimed in this tax year in
    the same vehicle: for a car or van the miles up to CAR_THRESHOLD for the
    year are at CAR_RATE and the rest at CAR_RATE_AFTER. Passengers (colleagues
    I give a lift to on the same journey) add PASSENGER_RATE each per mile, but
    only in a car or van; passengers on a motorbike or bicycle are a ValueError.
    miles, so_far and passengers can't be negative and vehicle has to be one of
    VEHICLES (capitals don't matter), otherwise ValueError.
    """
    if miles < 0 or so_far < 0 or passengers < 0:
        raise ValueError("miles, miles so far and passengers can't be negative")
    vehicle = vehicle.strip().lower()
    if vehicle not in VEHICLES:
        raise ValueError(f"unknown vehicle: {vehicle!r}")
    if vehicle in OTHER_RATES:
        if passengers:
            raise ValueError(f"no passengers on a {vehicle}")
        return round(miles * OTHER_RATES[vehicle], 2)
    full_rate = min(miles, max(0, CAR_THRESHOLD - so_far))
    amount = full_rate * CAR_RATE + (miles - full_rate) * CAR_RATE_AFTER
    amount += miles * passengers * PASSENGER_RATE
    return round(amount, 2)


def tax_year(day):
    """The tax year a date falls in, like "2024/25": it runs 6 April to 5 April."""
    start = day.year if (day.month, day.day) >= (4, 6) else day.year - 1
    return f"{start}/{(start + 1) % 100:02d}"


def year_claims(journeys, vehicle="car"):
    """Claims for a list of journeys in one vehicle, each (date, miles, passengers).

    The journeys are taken in date order and the miles so far start again at
    0 in each new tax year. Returns {tax year: total claimed, to 2 decimal
    places}, tax years in order.
    """
    totals = {}
    so_far = {}
    for day, miles, passengers in sorted(journeys, key=lambda journey: journey[0]):
        year = tax_year(day)
        amount = claim(miles, so_far.get(year, 0), passengers, vehicle)
        so_far[year] = so_far.get(year, 0) + miles
        totals[year] = round(totals.get(year, 0) + amount, 2)
    return totals
