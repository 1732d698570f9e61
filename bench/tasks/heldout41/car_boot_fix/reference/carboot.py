"""Sums for my stall at the Sunday car boot sale.

Prices come in the way I write them on the stickers ("£2.50", "75p"). Inside
the module money is kept in pence; what comes out is in pounds.
"""

PITCH_FEES = {"car": 1000, "van": 1500, "trailer": 2000}  # pence, for the morning
TABLE_HIRE = 300  # pence for each table hired from the organisers
MAX_TABLES = 3
LOWEST_OFFER = 80  # per cent of the sticker price I'll go down to when haggling


def parse_price(text):
    """Pence from a sticker price: "£2.50", "2.50", "£3", "3" or "75p".

    Spaces round it are fine. Pounds with pence need exactly two figures
    after the point. Anything else, or a price of nothing, is a ValueError.
    """
    t = text.strip()
    if t.endswith("p") and not t.startswith("£"):
        digits = t[:-1]
        if not digits.isdigit():
            raise ValueError(f"bad price: {text!r}")
        pence = int(digits)
    else:
        if t.startswith("£"):
            t = t[1:]
        pounds, dot, pennies = t.partition(".")
        if not pounds.isdigit() or (dot and (len(pennies) != 2 or not pennies.isdigit())):
            raise ValueError(f"bad price: {text!r}")
        pence = int(pounds) * 100 + (int(pennies) if dot else 0)
    if pence <= 0:
        raise ValueError(f"a price has to be more than nothing: {text!r}")
    return pence


def pitch_fee(vehicle, tables=0):
    """What the organisers charge me, in pounds: the pitch for my vehicle (car, van or
    trailer, any capitals) plus TABLE_HIRE for each table, up to MAX_TABLES.

    Another vehicle, or a number of tables that isn't a whole number from 0 to
    MAX_TABLES, is a ValueError.
    """
    key = vehicle.strip().lower()
    if key not in PITCH_FEES:
        raise ValueError(f"no pitch for a {vehicle!r}")
    if not isinstance(tables, int) or isinstance(tables, bool) or not 0 <= tables <= MAX_TABLES:
        raise ValueError(f"tables must be 0 to {MAX_TABLES}")
    return (PITCH_FEES[key] + TABLE_HIRE * tables) / 100


def accept_offer(sticker, offer):
    """True if I take ``offer`` for something stickered at ``sticker`` (both as written on
    a sticker): anything from LOWEST_OFFER per cent of the sticker price up is a deal."""
    return parse_price(offer) * 100 >= parse_price(sticker) * LOWEST_OFFER


def best_hour(sales):
    """(hour, pounds) of the hour I took the most money in.

    sales is a list of (time, price) like ("09:40", "£2.50"); the hour of
    "09:40" is 9. If two hours took the same, the earlier hour wins. No sales
    at all is a ValueError.
    """
    if not sales:
        raise ValueError("no sales")
    by_hour = {}
    for time, price in sales:
        hour = int(time.strip().split(":")[0])
        by_hour[hour] = by_hour.get(hour, 0) + parse_price(price)
    best = None
    for hour in sorted(by_hour):
        if best is None or by_hour[hour] > by_hour[best]:
            best = hour
    return best, by_hour[best] / 100


def summary(sales, vehicle, tables=0):
    """The morning in pounds: {"items", "takings", "fees", "profit"}."""
    takings = sum(parse_price(price) for _, price in sales)
    fees = round(pitch_fee(vehicle, tables) * 100)
    return {"items": len(sales), "takings": takings / 100, "fees": fees / 100,
            "profit": (takings - fees) / 100}
