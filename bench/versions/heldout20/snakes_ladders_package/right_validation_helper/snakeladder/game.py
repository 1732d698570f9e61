from typing import Iterable, List, Optional

from snakeladder.board import Board


class Game:
    def __init__(self, board: Board, players: List[str]):
        if len(players) < 2:
            raise ValueError("at least two players are needed")
        self.board = board
        self.players = list(players)
        self.positions = dict.fromkeys(self.players, 0)
        self.current = 0

    def play(self, rolls: Iterable[int]) -> Optional[str]:
        for roll in rolls:
            if not 1 <= roll <= 6:
                raise ValueError(f"a die cannot roll {roll}")
            player = self.players[self.current]
            new = self.board.move(self.positions[player], roll)
            self.positions[player] = new
            if new == self.board.size:
                return player
            if roll < 6:
                self.current = (self.current + 1) % len(self.players)
        return None
