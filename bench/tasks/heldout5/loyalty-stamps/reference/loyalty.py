class LoyaltyCard:
    """A coffee shop stamp card: every 10th paid coffee earns a free one."""

    STAMPS_FOR_FREE = 10

    def __init__(self, owner):
        self.owner = owner
        self.stamps = 0
        self.free_coffees = 0

    def buy_coffee(self):
        """Record one paid coffee. Return True when this purchase earned a free coffee."""
        self.stamps += 1
        if self.stamps >= self.STAMPS_FOR_FREE:
            self.stamps = 0
            self.free_coffees += 1
            return True
        return False

    def redeem(self):
        """Use up one free coffee."""
        if self.free_coffees <= 0:
            raise ValueError(f"{self.owner} has no free coffee")
        self.free_coffees -= 1
