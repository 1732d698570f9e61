"""A piggy bank for my daughter's pocket money coins."""

COINS = (200, 100, 50, 20, 10, 5, 2, 1)  # pence: the UK coins, largest first


class PiggyBank:
    """Coins go in one at a time; the only way to get them out is to smash it."""

    def __init__(self):
        self.coins = {}  # value in pence -> how many
        self.smashed = False

    def add(self, coin):
        """Put in one coin (its value in pence). Not a UK coin: ValueError; smashed: RuntimeError."""
        if self.smashed:
            raise RuntimeError("the piggy bank is smashed")
        if coin not in COINS or isinstance(coin, bool) or not isinstance(coin, int):
            raise ValueError(f"not a coin: {coin!r}")
        self.coins[coin] = self.coins.get(coin, 0) + 1

    def count(self, coin=None):
        """How many coins are inside, or how many of one value when ``coin`` is given."""
        if coin is None:
            return sum(self.coins.values())
        return self.coins.get(coin, 0)

    def total(self):
        """What's inside, in pounds, to 2 decimal places."""
        return sum(value * n for value, n in self.coins.items()) / 100

    def smash(self):
        """Break it open: {coin: how many}, largest coin first, only coins that are there.

        Afterwards it's empty and can't take coins; smashing it again is a RuntimeError.
        """
        if self.smashed:
            raise RuntimeError("already smashed")
        self.smashed = True
        out = {value: self.coins[value] for value in COINS if self.coins.get(value)}
        self.coins = {}
        return out
