"""My kids' pocket money, split into three jars: spend, save and give.

All amounts are whole pence.
"""

JARS = ("spend", "save", "give")


class Jars:
    """One child's three jars.

    ``split`` is the percentage of each payment that goes to spend, save
    and give, in that order. It must be three whole numbers, none below 0,
    adding up to 100, else ValueError.
    """

    def __init__(self, split=(70, 20, 10)):
        split = tuple(split)
        if len(split) != 3 or any(not isinstance(p, int) or p < 0 for p in split):
            raise ValueError("split must be three whole percentages")
        if sum(split) != 100:
            raise ValueError("split must add up to 100")
        self.split = dict(zip(JARS, split))
        self.jars = {jar: 0 for jar in JARS}

    def _check_amount(self, pence):
        if not isinstance(pence, int) or isinstance(pence, bool) or pence <= 0:
            raise ValueError("amount must be a whole number of pence, more than 0")

    def _check_jar(self, jar):
        if jar not in JARS:
            raise ValueError(f"no such jar: {jar!r}")

    def pay(self, pence):
        """Share out a payment. Save and give get their percentage rounded
        down to a whole penny; spend gets the rest, so no penny is lost.
        Returns {"spend": ..., "save": ..., "give": ...}: what each jar got.
        """
        self._check_amount(pence)
        save = pence * self.split["save"] // 100
        give = pence * self.split["give"] // 100
        shares = {"spend": pence - save - give, "save": save, "give": give}
        for jar, amount in shares.items():
            self.jars[jar] += amount
        return shares

    def spend(self, pence):
        """Take money out of the spend jar; returns what is left in it.

        More than is in the jar is a ValueError (and nothing is taken).
        """
        self._check_amount(pence)
        if pence > self.jars["spend"]:
            raise ValueError("not enough in the spend jar")
        self.jars["spend"] -= pence
        return self.jars["spend"]

    def move(self, pence, from_jar, to_jar):
        """Move money between two different jars.

        Unknown jars, the same jar twice, or more than is in ``from_jar``
        are ValueErrors, and then nothing moves.
        """
        self._check_amount(pence)
        self._check_jar(from_jar)
        self._check_jar(to_jar)
        if from_jar == to_jar:
            raise ValueError("pick two different jars")
        if pence > self.jars[from_jar]:
            raise ValueError(f"not enough in the {from_jar} jar")
        self.jars[from_jar] -= pence
        self.jars[to_jar] += pence

    def donate(self):
        """Empty the give jar (when we take it to the charity box); returns how much."""
        amount = self.jars["give"]
        self.jars["give"] = 0
        return amount

    def balance(self, jar=None):
        """Pence in one jar, or in all three together when ``jar`` is None."""
        if jar is None:
            return sum(self.jars.values())
        self._check_jar(jar)
        return self.jars[jar]

    def summary(self):
        """Like 'spend £3.50, save £1.00, give £0.05'."""
        return ", ".join(f"{jar} £{self.jars[jar] // 100}.{self.jars[jar] % 100:02d}"
                         for jar in JARS)
