"""A tiny wine cellar inventory."""


class Cellar:
    def __init__(self, name="cellar"):
        self.name = name
        # (wine, vintage) -> number of bottles, always > 0
        self._stock = {}

    def add(self, wine, vintage, bottles=1):
        """Store `bottles` bottles of `wine` from `vintage` (a year as int)."""
        if not isinstance(bottles, int) or isinstance(bottles, bool) or bottles < 1:
            raise ValueError("bottles must be a positive int")
        key = (wine, vintage)
        self._stock[key] = self._stock.get(key, 0) + bottles

    def count(self, wine=None):
        """Number of bottles of `wine`, or of all wines if `wine` is None."""
        return sum(n for (w, _), n in self._stock.items() if wine is None or w == wine)

    def vintages(self, wine):
        """Sorted list of the vintages of `wine` in the cellar."""
        return sorted(v for (w, v) in self._stock if w == wine)

    def wines(self):
        """Sorted list of the wine names in the cellar."""
        return sorted({w for (w, _) in self._stock})

    def drink(self, wine, bottles=1, oldest_first=True):
        if not isinstance(bottles, int) or isinstance(bottles, bool) or bottles < 1:
            raise ValueError("bottles must be a positive int")
        stock = dict(self._stock)
        keys = sorted((k for k in stock if k[0] == wine), key=lambda k: k[1])
        if not oldest_first:
            keys.reverse()
        result = []
        for key in keys:
            while stock.get(key, 0) > 0 and len(result) < bottles:
                stock[key] -= 1
                result.append(key[1])
                if stock[key] == 0:
                    del stock[key]
        if len(result) < bottles:
            raise ValueError("not enough bottles of %r" % (wine,))
        self._stock = stock
        return result

    def __len__(self):
        return self.count()

    def __repr__(self):
        return f"Cellar({self.name!r}, {self.count()} bottles)"
