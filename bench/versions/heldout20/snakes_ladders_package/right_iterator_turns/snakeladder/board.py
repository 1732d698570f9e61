class Board:
    def __init__(self, size=100, snakes=None, ladders=None):
        snakes = {} if snakes is None else dict(snakes)
        ladders = {} if ladders is None else dict(ladders)
        errors = []
        for a, b in snakes.items():
            if b >= a:
                errors.append("snake %d->%d goes up" % (a, b))
        for a, b in ladders.items():
            if b <= a:
                errors.append("ladder %d->%d goes down" % (a, b))
        starts = list(snakes) + list(ladders)
        if len(starts) != len(set(starts)):
            errors.append("duplicate start square")
        for a, b in list(snakes.items()) + list(ladders.items()):
            if a < 1 or a > size or b < 1 or b > size:
                errors.append("square out of range")
            if a in (1, size):
                errors.append("start on first/last square")
        if errors:
            raise ValueError("; ".join(errors))
        self.size = size
        self.snakes = snakes
        self.ladders = ladders

    @property
    def last_square(self):
        return self.size

    def move(self, position, roll):
        if position + roll > self.size:
            return position
        square = position + roll
        return self.snakes.get(square, self.ladders.get(square, square))
