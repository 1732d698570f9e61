"""Till sums for the church hall jumble sale. All money is in whole pence."""

COINS = (200, 100, 50, 20, 10, 5, 2, 1)
BAG_PRICE = 300  # fill a carrier bag from the clothes rails for £3
HALF_PRICE_FROM = (13, 30)  # from half past one everything is half price


def parse_price(text):
    """A price label in pence: '50p' -> 50, '£1.20' -> 120, '£2' -> 200.

    Spaces around the label don't matter. Anything else is a ValueError.
    """
    label = text.strip()
    if label.endswith("p") and label[:-1].isdigit():
        return int(label[:-1])
    if label.startswith("£"):
        pounds, dot, pence = label[1:].partition(".")
        if pounds.isdigit() and (not dot or (len(pence) == 2 and pence.isdigit())):
            return int(pounds) * 100 + int(pence or 0)
    raise ValueError(f"can't read the price {text!r}")


def parse_time(text):
    """'14:05' -> (14, 5), on a 24 hour clock. Anything else is a ValueError."""
    hours, sep, minutes = text.strip().partition(":")
    if not sep or not hours.isdigit() or len(minutes) != 2 or not minutes.isdigit():
        raise ValueError(f"can't read the time {text!r}")
    hour, minute = int(hours), int(minutes)
    if hour > 23 or minute > 59:
        raise ValueError(f"can't read the time {text!r}")
    return hour, minute


def basket_total(labels, bags=0, time="10:00"):
    """What a customer pays, in pence: the labelled items plus BAG_PRICE for
    each filled bag of clothes.

    From HALF_PRICE_FROM onwards the whole lot is half price, rounded up to
    the next penny. bags must be a whole number, 0 or more, else ValueError.
    """
    if not isinstance(bags, int) or isinstance(bags, bool) or bags < 0:
        raise ValueError("bags must be a whole number, 0 or more")
    total = sum(parse_price(label) for label in labels) + bags * BAG_PRICE
    if parse_time(time) > HALF_PRICE_FROM:
        total = total // 2
    return total


def change(paid, due):
    """The coins to hand back, biggest first: change(500, 320) -> [100, 50, 20, 10].

    Paying less than is due is a ValueError.
    """
    if paid < due:
        raise ValueError("that's not enough")
    left = paid - due
    coins = []
    for coin in COINS:
        while left >= coin:
            coins.append(coin)
            left -= coin
    return coins


def stall_takings(sales):
    """Takings per stall from (stall, pence) pairs, as a dict in stall-name order."""
    totals = {}
    for stall, pence in sales:
        totals[stall] = totals.get(stall, 0) + pence
    return dict(sorted(totals.items()))
