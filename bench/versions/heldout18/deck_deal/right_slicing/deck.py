"""A plain deck of playing cards. self.cards[0] is the top of the deck."""

RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]
SUITS = ["S", "H", "D", "C"]


class Deck:
    def __init__(self, cards=None):
        if cards is None:
            cards = [rank + suit for suit in SUITS for rank in RANKS]
        self.cards = list(cards)

    def __len__(self):
        return len(self.cards)

    def draw(self):
        """Take the top card."""
        if not self.cards:
            raise IndexError("the deck is empty")
        return self.cards.pop(0)

    def cut(self, n):
        """Move the top n cards to the bottom."""
        if not 0 <= n <= len(self.cards):
            raise ValueError("cannot cut there")
        self.cards = self.cards[n:] + self.cards[:n]

    def shuffle(self, rng):
        """Shuffle in place with the given random.Random."""
        rng.shuffle(self.cards)

    def deal(self, hands, cards_each):
        if hands < 1 or cards_each < 0:
            raise ValueError("bad deal")
        total = hands * cards_each
        if total > len(self.cards):
            raise ValueError("not enough cards")
        top, self.cards = self.cards[:total], self.cards[total:]
        return [top[seat::hands] for seat in range(hands)]
