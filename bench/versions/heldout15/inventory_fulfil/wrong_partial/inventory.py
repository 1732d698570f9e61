"""Stock keeping for the shop's back room."""
from decimal import Decimal


class OutOfStock(Exception):
    """Raised when more units are requested than are on hand."""

    def __init__(self, sku, requested, available):
        super().__init__(f"{sku}: requested {requested}, only {available} available")
        self.sku = sku
        self.requested = requested
        self.available = available


class Inventory:
    def __init__(self):
        self._items = {}

    def add_item(self, sku, name, price, qty=0):
        if sku in self._items:
            raise ValueError(f"duplicate sku: {sku}")
        if qty < 0:
            raise ValueError("qty must not be negative")
        self._items[sku] = {"name": name, "price": Decimal(str(price)), "qty": qty}

    def restock(self, sku, qty):
        if qty <= 0:
            raise ValueError("qty must be positive")
        self._items[sku]["qty"] += qty

    def remove(self, sku, qty):
        if qty <= 0:
            raise ValueError("qty must be positive")
        item = self._items[sku]
        if qty > item["qty"]:
            raise OutOfStock(sku, qty, item["qty"])
        item["qty"] -= qty

    def quantity(self, sku):
        return self._items[sku]["qty"]

    def price(self, sku):
        return self._items[sku]["price"]

    def total_value(self):
        return sum((i["price"] * i["qty"] for i in self._items.values()), Decimal("0"))

    def low_stock(self, threshold=5):
        return sorted(sku for sku, i in self._items.items() if i["qty"] < threshold)

    def fulfil(self, order):
        total = Decimal("0")
        for sku, qty in order:
            if not isinstance(qty, int) or qty <= 0:
                raise ValueError("qty must be a positive int")
            self.remove(sku, qty)
            total += self._items[sku]["price"] * qty
        return total
