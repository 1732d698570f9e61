"""Stock levels for one location (a warehouse, a shop, ...)."""


class InsufficientStock(Exception):
    """Raised when taking more units of a SKU than are in stock."""


class Inventory:
    """Units in stock per SKU, with a history of every change.

    ``history`` is a list of ``(action, sku, qty)`` tuples, oldest first.
    A SKU whose quantity drops to zero is forgotten: it no longer shows in skus().
    """

    def __init__(self, name):
        self.name = name
        self._stock = {}
        self.history = []

    @staticmethod
    def _check_qty(qty):
        if isinstance(qty, bool) or not isinstance(qty, int) or qty <= 0:
            raise ValueError(f"quantity must be a positive whole number, got {qty!r}")

    def add(self, sku, qty):
        """Put ``qty`` units of ``sku`` into stock; return the new quantity."""
        self._check_qty(qty)
        self._stock[sku] = self._stock.get(sku, 0) + qty
        self.history.append(("add", sku, qty))
        return self._stock[sku]

    def remove(self, sku, qty):
        """Take ``qty`` units of ``sku`` out of stock; return what is left."""
        self._check_qty(qty)
        have = self._stock.get(sku, 0)
        if qty > have:
            raise InsufficientStock(f"{self.name}: only {have} of {sku}, cannot take {qty}")
        left = have - qty
        if left:
            self._stock[sku] = left
        else:
            del self._stock[sku]
        self.history.append(("remove", sku, qty))
        return left

    def transfer(self, other, sku, qty):
        """Move ``qty`` of ``sku`` into ``other``. Nothing changes on failure."""
        if self is other:
            raise ValueError("source and destination are the same inventory")
        self._check_qty(qty)
        if self.quantity(sku) < qty:
            raise InsufficientStock(
                f"{self.name} has {self.quantity(sku)} of {sku}, {qty} requested")
        left = self.remove(sku, qty)
        other.add(sku, qty)
        # a transfer is recorded as such, not as a remove/add pair
        self.history[-1] = ("transfer_out", sku, qty)
        other.history[-1] = ("transfer_in", sku, qty)
        return left

    def quantity(self, sku):
        """Units of ``sku`` in stock (0 when unknown)."""
        return self._stock.get(sku, 0)

    def skus(self):
        """The SKUs in stock, sorted."""
        return sorted(self._stock)

    def __repr__(self):
        return f"Inventory({self.name!r}, {self._stock!r})"
