from collections import Counter


class Inventory:
    def __init__(self):
        self._stock = Counter()

    def add(self, sku, qty):
        if not qty > 0:
            raise ValueError(qty)
        self._stock[sku] += qty

    def remove(self, sku, qty):
        if not qty > 0:
            raise ValueError(qty)
        if sku not in self._stock:
            raise ValueError(f"unknown {sku}")
        self._stock[sku] -= qty
        if self._stock[sku] < 0:
            raise ValueError(f"cannot remove {qty} of {sku}")
        if self._stock[sku] == 0:
            self._stock.pop(sku)

    def quantity(self, sku):
        return self._stock.get(sku, 0)

    def skus(self):
        return sorted(self._stock.keys())

    def low_stock(self, threshold):
        items = [(q, s) for s, q in self._stock.items() if q < threshold]
        items.sort()
        return [s for _, s in items]
