"""The coffee stamp card at the bakery."""

STAMPS_FOR_FREE = 8


class LoyaltyCard:
    """Stamps for drinks bought; every STAMPS_FOR_FREE stamps become one free drink."""

    def __init__(self):
        self.stamps = 0
        self.free = 0

    def buy(self, n=1):
        """n paid drinks, a stamp each. Returns the free drinks waiting."""
        if not isinstance(n, int) or isinstance(n, bool) or n < 1:
            raise ValueError("buy at least one drink")
        earned, self.stamps = divmod(self.stamps + n, STAMPS_FOR_FREE)
        self.free += earned
        return self.free

    def redeem(self):
        """Use one free drink (it earns no stamp). Returns the free drinks left."""
        if self.free == 0:
            raise ValueError("no free drinks on this card")
        self.free -= 1
        return self.free
