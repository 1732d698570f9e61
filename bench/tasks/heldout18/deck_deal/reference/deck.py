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
        """Deal cards_each cards to each of `hands` hands, one at a time round the table."""
        if hands < 1:
            raise ValueError("need at least one hand")
        if cards_each < 0:
            raise ValueError("cards_each cannot be negative")
        needed = hands * cards_each
        if needed > len(self.cards):
            raise ValueError(f"need {needed} cards, only {len(self.cards)} left")
        dealt = [[] for _ in range(hands)]
        for i in range(needed):
            dealt[i % hands].append(self.cards[i])
        del self.cards[:needed]
        return dealt
