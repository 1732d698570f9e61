"""My dog walking round: walk prices, booking lines and each home's weekly bill.

Money in pounds.
"""

WALK_PRICES = {30: 12.0, 60: 18.0}  # one dog, by the length of the walk in minutes
EXTRA_DOG = 6.0           # for each extra dog from the same home on the same walk
MAX_DOGS = 4              # the most dogs from one home I take out at once
WEEKEND_SURCHARGE = 0.25  # Saturday and Sunday walks cost a quarter more
DAYS = ("mon", "tue", "wed", "thu", "fri", "sat", "sun")


def walk_price(minutes, dogs=1, day="mon"):
    """Price of one walk for the dogs of one home.

    minutes has to be one of WALK_PRICES, dogs a number from 1 to MAX_DOGS and
    day one of DAYS (capitals and spaces around it don't matter); anything else
    is a ValueError. On Saturdays and Sundays WEEKEND_SURCHARGE goes on the
    whole price. Rounded to 2 decimal places.
    """
    if minutes not in WALK_PRICES:
        raise ValueError(f"I don't do {minutes} minute walks")
    if not 1 <= dogs < MAX_DOGS:
        raise ValueError(f"I walk 1 to {MAX_DOGS} dogs from a home")
    day_name = day.strip().lower()
    if day_name not in DAYS:
        raise ValueError(f"not a day: {day!r}")
    price = WALK_PRICES[minutes] + EXTRA_DOG * (dogs - 1)
    if day in ("sat", "sun"):
        price *= 1 + WEEKEND_SURCHARGE
    return round(price, 2)


def parse_booking(line):
    """One line of my bookings -> a dict.

    "Biscuit & Rolo, 60, Sat" -> {"dogs": ["Biscuit", "Rolo"], "minutes": 60, "day": "sat"}

    Dogs from one home are split by "&"; spaces around the parts don't matter
    and the day comes back in small letters. A line without exactly three
    parts, with no dog names, or with minutes that aren't a whole number is a
    ValueError.
    """
    parts = [part.strip() for part in line.split(",")]
    if len(parts) != 3:
        raise ValueError(f"expected dogs, minutes, day: {line!r}")
    dogs = [name.strip() for name in parts[0].split("&") if name.strip()]
    if not dogs:
        raise ValueError(f"no dogs on this booking: {line!r}")
    try:
        minutes = int(parts[1])
    except ValueError:
        raise ValueError(f"minutes should be a number: {line!r}") from None
    return {"dogs": dogs, "minutes": minutes, "day": parts[2].lower()}


def weekly_bill(lines):
    """One home's bill for the week from its booking lines.

    Blank lines and lines starting with "#" are skipped. Returns
    {"walks": number of walks, "total": the walks' prices added up, to 2
    decimal places}.
    """
    walks = 0
    total = 0.0
    for line in lines:
        if not line.strip() or line.lstrip().startswith("#"):
            continue
        booking = parse_booking(line)
        total += walk_price(booking["minutes"], len(booking["dogs"]), booking["day"])
        walks += len(booking["dogs"])
    return {"walks": walks, "total": round(total, 2)}
