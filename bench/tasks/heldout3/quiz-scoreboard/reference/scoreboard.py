"""Scores for a quiz night."""


class Scoreboard:
    def __init__(self):
        self.scores = {}

    def add(self, player, points):
        """Add ``points`` to ``player``'s total."""
        self.scores[player] = self.scores.get(player, 0) + points

    def total(self, player):
        """``player``'s total, 0 if they have not been added."""
        return self.scores.get(player, 0)

    def leader(self):
        """The player with the highest total (first by name on a tie), None if empty."""
        if not self.scores:
            return None
        best = max(self.scores.values())
        return min(name for name, score in self.scores.items() if score == best)
