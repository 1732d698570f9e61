"""The board: squares, snakes and ladders."""


class Board:
    def __init__(self, size=100, snakes=None, ladders=None):
        self.size = size
        self.snakes = dict(snakes or {})
        self.ladders = dict(ladders or {})
        for start, end in self.snakes.items():
            if end >= start:
                raise ValueError(f"snake {start}->{end} must go down")
        for start, end in self.ladders.items():
            if end <= start:
                raise ValueError(f"ladder {start}->{end} must go up")
        if set(self.snakes) & set(self.ladders):
            raise ValueError("a square can start only one snake or ladder")
        for start, end in list(self.snakes.items()) + list(self.ladders.items()):
            for square in (start, end):
                if not 1 <= square <= size:
                    raise ValueError(f"square {square} is not on the board")
            if start in (1, size):
                raise ValueError(f"nothing may start on square {start}")
        self.jumps = {**self.snakes, **self.ladders}

    def move(self, position, roll):
        target = position + roll
        if target > self.size:
            target = self.size - (target - self.size)
        return self.jumps.get(target, target)
