"""A pay-and-display parking meter on the high street."""

COINS = (10, 20, 50, 100, 200)  # the coins (in pence) the slot takes


class MeterError(Exception):
    """Base class of the errors ParkingMeter raises while in use."""


class RejectedCoin(MeterError):
    """Raised by insert() for a coin the slot does not take."""


def _is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


class ParkingMeter:
    """One meter.

    ``ParkingMeter(pence_per_hour=120, *, max_minutes=120)``
        ``pence_per_hour`` is an int from 20 to 600 inclusive. ``max_minutes``
        (keyword only) is the longest stay that can be bought, an int from 15
        to 240 inclusive. Anything else (bools included) raises ValueError.
        A new meter has no time on it and has taken no money.

    ``insert(coin) -> int``
        Puts one coin in. ``coin`` must be an int, one of 10, 20, 50, 100 or
        200 (pence); any other coin raises RejectedCoin and nothing changes.
        A coin buys ``coin * 60 // pence_per_hour`` minutes (rounded down),
        which are added to the time left, but the time left never goes above
        ``max_minutes``: the meter keeps the whole coin anyway. Every accepted
        coin is added to ``takings``. Returns the minutes left afterwards.

    ``wait(minutes)``
        ``minutes`` (an int, 0 or more, else ValueError) go by: the time left
        goes down by that much, but never below 0.

    ``minutes_left``
        Minutes still paid for.

    ``takings``
        Pence put in since the meter was made or last emptied.

    ``empty() -> int``
        A warden empties the cash box: returns ``takings`` and sets it back
        to 0. The time left is not touched.

    ``expired`` (property)
        True when no time is left.

    ``display() -> str``
        What the screen shows: ``"EXPIRED"`` when no time is left, otherwise
        the time left as hours and two-digit minutes, e.g. ``"1:05"`` for 65
        minutes and ``"0:40"`` for 40.
    """

    def __init__(self, pence_per_hour=120, *, max_minutes=120):
        if not _is_int(pence_per_hour) or not 20 <= pence_per_hour <= 600:
            raise ValueError("pence_per_hour must be an int from 20 to 600")
        if not _is_int(max_minutes) or not 15 <= max_minutes <= 240:
            raise ValueError("max_minutes must be an int from 15 to 240")
        self.pence_per_hour = pence_per_hour
        self.max_minutes = max_minutes
        self.minutes_left = 0
        self.takings = 0

    def insert(self, coin):
        if not _is_int(coin) or coin not in COINS:
            raise RejectedCoin(f"the meter does not take {coin!r}")
        bought = coin * 60 // self.pence_per_hour
        self.minutes_left = min(self.max_minutes, self.minutes_left + bought)
        self.takings += coin
        return self.minutes_left

    def wait(self, minutes):
        if not _is_int(minutes) or minutes < 0:
            raise ValueError("minutes must be an int, 0 or more")
        self.minutes_left = max(0, self.minutes_left - minutes)

    def empty(self):
        cash = self.takings
        self.takings = 0
        return cash

    @property
    def expired(self):
        return self.minutes_left == 0

    def display(self):
        if self.expired:
            return "EXPIRED"
        hours, minutes = divmod(self.minutes_left, 60)
        return f"{hours}:{minutes:02d}"
