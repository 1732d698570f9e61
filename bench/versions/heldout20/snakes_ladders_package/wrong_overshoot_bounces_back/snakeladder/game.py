"""Playing a game with a fixed sequence of dice rolls."""


class Game:
    def __init__(self, board, players):
        players = list(players)
        if len(players) < 2:
            raise ValueError("need at least 2 players")
        self.board = board
        self.players = players
        self.positions = {name: 0 for name in players}
        self._turn = 0

    def play(self, rolls):
        for roll in rolls:
            if roll not in (1, 2, 3, 4, 5, 6):
                raise ValueError(f"invalid roll {roll}")
            name = self.players[self._turn]
            self.positions[name] = self.board.move(self.positions[name], roll)
            if self.positions[name] == self.board.size:
                return name
            if roll != 6:
                self._turn = (self._turn + 1) % len(self.players)
        return None
