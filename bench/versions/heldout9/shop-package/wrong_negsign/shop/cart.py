"""A shopping cart."""
from .money import format_cents


class Cart:
    def __init__(self):
        self._items = {}  # name -> [price_cents, qty], in insertion order

    def add(self, name, price_cents, qty=1):
        if qty < 1:
            raise ValueError("quantity must be at least 1")
        if price_cents < 0:
            raise ValueError("price cannot be negative")
        if name in self._items:
            item = self._items[name]
            if item[0] != price_cents:
                raise ValueError(f"{name} is already in the cart at another price")
            item[1] += qty
        else:
            self._items[name] = [price_cents, qty]

    def remove(self, name):
        del self._items[name]

    def total_cents(self):
        return sum(price * qty for price, qty in self._items.values())

    def lines(self):
        return [
            f"{qty} x {name} @ {format_cents(price)} = {format_cents(price * qty)}"
            for name, (price, qty) in self._items.items()
        ]
