"""The minibar of one hotel room: its stock, the guest's tab and the bill.

All prices and amounts are ``decimal.Decimal`` values in euros.
"""

from decimal import ROUND_HALF_UP, Decimal

SERVICE_RATE = Decimal("0.10")
SERVICE_FROM = Decimal("20.00")


class MinibarError(Exception):
    """Base class of the minibar's refusals."""


class OutOfStockError(MinibarError):
    """The guest asked for more units of an item than the minibar holds."""


class Minibar:
    """A minibar with a fixed price list.

    ``Minibar(prices)``
        ``prices`` maps item names to a price per unit. Names are stored
        with surrounding spaces stripped and lower-cased. Every price must be
        a Decimal (an int or a float raises TypeError) and must not be below
        zero (ValueError); free items, priced Decimal("0"), are fine. Every
        item starts with nothing in stock and nothing on the tab.

    ``restock(item, quantity)``
        Puts ``quantity`` units of ``item`` in the minibar. ``item`` is
        matched like the names (stripped, case-insensitive); an item not in
        the price list raises KeyError. ``quantity`` must be an int of at
        least 1, else ValueError (True and False are not accepted as ints).

    ``take(item, quantity=1)``
        The guest takes units out: they leave the stock and go on the tab.
        ``item`` and ``quantity`` are checked as in restock(). Taking more
        units than are in stock raises OutOfStockError and changes nothing.

    ``put_back(item, quantity=1)``
        The guest returns unopened units: back into stock, off the tab.
        Putting back more units than are on the tab raises ValueError and
        changes nothing.

    ``stock(item) -> int``
        The units of ``item`` in the minibar now (KeyError if unknown).

    ``consumed`` (property)
        A new dict of item name -> units on the tab, holding only the items
        with at least one unit on the tab.

    ``subtotal() -> Decimal``
        The sum of units on the tab times the unit price.

    ``bill(service=True) -> Decimal``
        The amount to charge, rounded to the cent with halves going up. When
        ``service`` is true and the subtotal is 20.00 or more, a 10% service
        charge is added before rounding; below 20.00, or with
        ``service=False``, the bill is just the rounded subtotal.
    """

    def __init__(self, prices):
        self._prices = {}
        for name, price in prices.items():
            if not isinstance(price, Decimal):
                raise TypeError(f"price of {name!r} must be a Decimal")
            if price < 0:
                raise ValueError(f"price of {name!r} is negative")
            self._prices[name.strip().lower()] = price
        self._stock = {name: 0 for name in self._prices}
        self._tab = {name: 0 for name in self._prices}

    def _key(self, item):
        key = item.strip().lower()
        if key not in self._prices:
            raise KeyError(item)
        return key

    @staticmethod
    def _check_quantity(quantity):
        if isinstance(quantity, bool) or not isinstance(quantity, int) or quantity < 1:
            raise ValueError("quantity must be an int of at least 1")

    def restock(self, item, quantity):
        key = self._key(item)
        self._check_quantity(quantity)
        self._stock[key] += quantity

    def take(self, item, quantity=1):
        key = self._key(item)
        self._check_quantity(quantity)
        if quantity > self._stock[key]:
            raise OutOfStockError(f"only {self._stock[key]} {key} left")
        self._stock[key] -= quantity
        self._tab[key] += quantity

    def put_back(self, item, quantity=1):
        key = self._key(item)
        self._check_quantity(quantity)
        if quantity > self._tab[key]:
            raise ValueError(f"only {self._tab[key]} {key} on the tab")
        self._tab[key] -= quantity
        self._stock[key] += quantity

    def stock(self, item):
        return self._stock[self._key(item)]

    @property
    def consumed(self):
        return {name: n for name, n in self._tab.items() if n > 0}

    def subtotal(self):
        return sum((self._prices[name] * n for name, n in self._tab.items()), Decimal("0"))

    def bill(self, service=True):
        amount = self.subtotal()
        if service and amount >= SERVICE_FROM:
            amount = amount * (1 + SERVICE_RATE)
        return amount.quantize(Decimal("0.01"), rounding=ROUND_HALF_UP)
