"""A small shopping cart with prices in integer cents."""


class Cart:
    def __init__(self):
        self._prices = {}
        self._quantities = {}
        self._bulk = {}

    def add(self, name, unit_price_cents, qty=1):
        """Add qty units of an item; adding an item again updates its price."""
        if qty < 1:
            raise ValueError("qty must be at least 1")
        if unit_price_cents < 0:
            raise ValueError("price must not be negative")
        self._prices[name] = unit_price_cents
        self._quantities[name] = self._quantities.get(name, 0) + qty

    def remove(self, name, qty=1):
        """Remove qty units of an item; the item disappears at zero."""
        if name not in self._quantities:
            raise KeyError(name)
        if qty < 1 or qty > self._quantities[name]:
            raise ValueError("bad quantity")
        self._quantities[name] -= qty
        if self._quantities[name] == 0:
            del self._quantities[name]
            del self._prices[name]

    def quantity(self, name):
        return self._quantities.get(name, 0)

    def items(self):
        """(name, qty) pairs in the order the items were first added."""
        return list(self._quantities.items())

    def set_bulk_price(self, name, min_qty, unit_price_cents):
        self._bulk[name] = (min_qty, unit_price_cents)

    def total(self):
        total = 0
        for name, qty in self._quantities.items():
            price = self._prices[name]
            if name in self._bulk and qty >= self._bulk[name][0]:
                min_qty, bulk = self._bulk[name]
                total += price * (min_qty - 1) + bulk * (qty - min_qty + 1)
            else:
                total += price * qty
        return total
