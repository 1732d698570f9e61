"""Game loop."""


class Game:
    def __init__(self, board, players):
        self.board = board
        self.players = list(players)
        if len(self.players) < 2:
            raise ValueError("need at least two players")
        self.positions = {}
        for name in self.players:
            self.positions[name] = 0
        self.turn = 0

    def current_player(self):
        return self.players[self.turn % len(self.players)]

    def play(self, rolls):
        for roll in rolls:
            if isinstance(roll, bool) or roll < 1 or roll > 6:
                raise ValueError(f"roll must be 1-6, got {roll}")
            name = self.current_player()
            self.positions[name] = self.board.move(self.positions[name], roll)
            if self.positions[name] == self.board.size:
                return name
            if roll == 6:
                continue
            self.turn += 1
        return None
