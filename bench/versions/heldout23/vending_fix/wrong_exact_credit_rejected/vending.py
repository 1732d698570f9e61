"""A coin-operated vending machine (all amounts in cents)."""

COINS = (5, 10, 20, 50, 100, 200)


def make_change(amount):
    """Return the coins for `amount` cents, fewest coins, largest coin first."""
    coins = []
    for coin in reversed(COINS):
        while amount >= coin:
            coins.append(coin)
            amount -= coin
    return coins


class VendingMachine:
    def __init__(self, prices, stock):
        # prices: slot -> price in cents, stock: slot -> number of items
        self.prices = dict(prices)
        self.stock = dict(stock)
        self.credit = 0
        self.bank = 0

    def insert(self, coin):
        """Add a coin to the credit and return the new credit."""
        if coin not in COINS:
            raise ValueError(f"coin not accepted: {coin}")
        self.credit += coin
        return self.credit

    def select(self, slot):
        """Sell one item from `slot` and return the change as a list of coins.

        Unknown slot -> KeyError, nothing left -> RuntimeError("sold out"),
        not enough credit -> RuntimeError("insufficient credit").
        A failed selection changes nothing.
        """
        price = self.prices[slot]
        if self.stock[slot] <= 0:
            raise RuntimeError("sold out")
        if self.credit <= price:
            raise RuntimeError("insufficient credit")
        self.stock[slot] -= 1
        change = self.credit - price
        self.bank += price
        self.credit = 0
        return make_change(change)

    def cancel(self):
        """Give back the whole credit as coins."""
        coins = make_change(self.credit)
        self.credit = 0
        return coins
