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
        self.jumps = {**self.snakes, **self.ladders}

    def move(self, position, roll):
        target = position + roll
        if target > self.size:
            return position
        return self.jumps.get(target, target)
