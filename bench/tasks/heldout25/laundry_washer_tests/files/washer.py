"""One coin-operated washing machine in a self-service laundry. Money is in cents."""

# program name -> (price in cents, minutes)
PROGRAMS = {
    "quick": (250, 30),
    "normal": (350, 45),
    "hot": (450, 60),
}

ACCEPTED_COINS = (20, 50, 100, 200)


class NotEnoughCredit(Exception):
    """Raised by Washer.start() when the credit does not cover the price.

    ``missing`` holds how many cents are still needed.
    """

    def __init__(self, missing):
        super().__init__(f"{missing} cents missing")
        self.missing = missing


class Washer:
    """A washer that takes coins, runs one program at a time and keeps count.

    ``insert(coin) -> int``
        Adds a coin to the credit and returns the new credit. Only 20, 50, 100
        and 200 cent coins are taken; any other value raises ValueError and the
        credit stays as it was. Coins may be inserted while a program runs (the
        credit is kept for the next wash).

    ``start(program) -> int``
        Starts a program and returns how many minutes it takes. Programs (price,
        minutes): "quick" 250 cents / 30, "normal" 350 / 45, "hot" 450 / 60. The
        name is matched ignoring case and spaces around it; an unknown name raises
        KeyError. The price is taken from the credit; the machine gives no change,
        so what is left stays as credit. Raises RuntimeError if a program is
        already running and NotEnoughCredit (with ``missing`` set) if the credit
        is below the price; in both cases nothing changes.

    ``advance(minutes) -> None``
        Lets time pass. When the running program's minutes are used up the
        machine stops and ``washes_done`` goes up by one. Time passing while
        nothing runs changes nothing.

    ``refund() -> int``
        Hands back the whole credit: returns it and sets the credit to 0.

    ``credit``
        Cents inserted and not yet spent or refunded.

    ``minutes_left``
        Minutes until the running program ends; 0 when idle.

    ``running`` (property)
        True while a program runs.

    ``washes_done``
        How many programs have run to the end.
    """

    def __init__(self):
        self.credit = 0
        self.minutes_left = 0
        self.washes_done = 0

    @property
    def running(self):
        return self.minutes_left > 0

    def insert(self, coin):
        if coin not in ACCEPTED_COINS:
            raise ValueError(f"coin not accepted: {coin!r}")
        self.credit += coin
        return self.credit

    def start(self, program):
        price, minutes = PROGRAMS[program.strip().lower()]
        if self.running:
            raise RuntimeError("a program is already running")
        if self.credit < price:
            raise NotEnoughCredit(price - self.credit)
        self.credit -= price
        self.minutes_left = minutes
        return minutes

    def advance(self, minutes):
        if not self.running:
            return
        self.minutes_left = max(0, self.minutes_left - minutes)
        if self.minutes_left == 0:
            self.washes_done += 1

    def refund(self):
        amount, self.credit = self.credit, 0
        return amount
