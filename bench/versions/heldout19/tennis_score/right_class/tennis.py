class Game:
    LABELS = ["0", "15", "30", "40"]

    def __init__(self):
        self.score = {"A": 0, "B": 0}
        self.winner = None

    def point(self, who):
        if who not in ("A", "B", "a", "b"):
            raise ValueError(f"invalid player {who!r}")
        if self.winner is not None:
            raise ValueError("game is already finished")
        who = who.upper()
        self.score[who] += 1
        other = "B" if who == "A" else "A"
        if self.score[who] >= 4 and self.score[who] - self.score[other] >= 2:
            self.winner = who

    def call(self):
        a, b = self.score["A"], self.score["B"]
        if self.winner:
            return "game " + self.winner
        if min(a, b) >= 3:
            if a == b:
                return "deuce"
            return "advantage A" if a > b else "advantage B"
        return f"{self.LABELS[a]}-{self.LABELS[b]}"


def _game(points):
    g = Game()
    for p in points:
        g.point(p)
    return g


def game_score(points):
    return _game(points).call()


def winner(points):
    return _game(points).winner
