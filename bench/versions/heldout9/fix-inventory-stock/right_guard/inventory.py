"""A tiny stock keeper for a shop's back room."""


class Inventory:
    def __init__(self):
        self._stock = {}

    @staticmethod
    def _check(qty):
        if qty <= 0:
            raise ValueError("quantity must be positive")

    def add(self, sku, qty):
        self._check(qty)
        self._stock[sku] = self._stock.get(sku, 0) + qty

    def remove(self, sku, qty):
        self._check(qty)
        left = self.quantity(sku) - qty
        if left < 0:
            raise ValueError(f"not enough {sku}")
        if left:
            self._stock[sku] = left
        else:
            self._stock.pop(sku, None)

    def quantity(self, sku):
        return self._stock.get(sku, 0)

    def skus(self):
        return sorted(self._stock)

    def low_stock(self, threshold):
        return [sku for qty, sku in sorted((q, s) for s, q in self._stock.items()) if qty < threshold]
