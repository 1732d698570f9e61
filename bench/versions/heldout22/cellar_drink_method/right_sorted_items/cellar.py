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
        if type(bottles) is not int or bottles <= 0:
            raise ValueError("bottles must be a positive int")
        lots = sorted(((v, n) for (w, v), n in self._stock.items() if w == wine),
                      reverse=not oldest_first)
        if sum(n for _, n in lots) < bottles:
            raise ValueError("not enough bottles")
        taken = []
        for vintage, n in lots:
            take = min(n, bottles - len(taken))
            taken.extend([vintage] * take)
            if take == n:
                del self._stock[(wine, vintage)]
            else:
                self._stock[(wine, vintage)] = n - take
            if len(taken) == bottles:
                break
        return taken

    def __len__(self):
        return self.count()

    def __repr__(self):
        return f"Cellar({self.name!r}, {self.count()} bottles)"
