"""Board definition."""


class Board:
    def __init__(self, size=100, snakes=None, ladders=None):
        self.size = size
        self.jumps = {}
        for start, end in (snakes or {}).items():
            self._add(start, end, going_up=False)
        for start, end in (ladders or {}).items():
            self._add(start, end, going_up=True)

    def _add(self, start, end, going_up):
        what = "ladder" if going_up else "snake"
        if going_up != (end > start) or start == end:
            raise ValueError(f"{what} {start}->{end} goes the wrong way")
        for square in (start, end):
            if square < 1 or square > self.size:
                raise ValueError(f"{what} {start}->{end}: square {square} is off the board")
        if start in (1, self.size):
            raise ValueError(f"{what} cannot start on square {start}")
        if start in self.jumps:
            raise ValueError(f"square {start} already starts a snake or ladder")
        self.jumps[start] = end

    def move(self, position, roll):
        square = position + roll
        if square > self.size:
            return position
        return self.jumps.get(square, square)
