"""A tiny stock keeper for a shop's back room.

Inventory.add(sku, qty) adds qty units of sku; qty must be a positive integer,
otherwise ValueError.

Inventory.remove(sku, qty) takes qty units of sku out of stock. qty must be a
positive integer and at most the quantity in stock (an unknown SKU has 0 in
stock); otherwise it raises ValueError and the stock is left unchanged. A SKU
whose quantity drops to 0 is removed from the inventory completely.

Inventory.quantity(sku) is the quantity in stock, 0 for an unknown SKU.
Inventory.skus() lists the SKUs in stock in alphabetical order.
Inventory.low_stock(threshold) lists the SKUs whose quantity is strictly below
threshold, ordered by quantity (lowest first) and then by SKU.
"""


class Inventory:
    def __init__(self):
        self._stock = {}

    def add(self, sku, qty):
        if qty <= 0:
            raise ValueError("quantity must be positive")
        self._stock[sku] = self._stock.get(sku, 0) + qty

    def remove(self, sku, qty):
        if qty <= 0:
            raise ValueError("quantity must be positive")
        have = self._stock[sku]
        if qty > have:
            raise ValueError(f"only {have} of {sku} in stock")
        if qty == have:
            del self._stock[sku]
        else:
            self._stock[sku] = have - qty

    def quantity(self, sku):
        return self._stock.get(sku, 0)

    def skus(self):
        return sorted(self._stock)

    def low_stock(self, threshold):
        low = [sku for sku, qty in self._stock.items() if qty < threshold]
        return sorted(low, key=lambda sku: (self._stock[sku], sku))
