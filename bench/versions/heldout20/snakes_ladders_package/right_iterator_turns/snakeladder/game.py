import itertools


class Game:
    def __init__(self, board, players):
        if len(players) < 2:
            raise ValueError("snakes and ladders needs 2 or more players")
        self.board = board
        self.positions = {p: 0 for p in players}
        self._order = itertools.cycle(list(players))
        self._current = next(self._order)

    def play(self, rolls):
        rolls = iter(rolls)
        for roll in rolls:
            if roll not in range(1, 7):
                raise ValueError("bad roll: %r" % (roll,))
            who = self._current
            self.positions[who] = self.board.move(self.positions[who], roll)
            if self.positions[who] == self.board.last_square:
                return who
            if roll != 6:
                self._current = next(self._order)
        return None
