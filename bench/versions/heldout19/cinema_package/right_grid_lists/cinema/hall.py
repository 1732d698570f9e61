from cinema.seats import LETTERS, parse_seat, seat_label


class SeatTaken(Exception):
    pass


class Hall:
    def __init__(self, rows, seats_per_row):
        if rows < 1 or rows > 26:
            raise ValueError("rows must be between 1 and 26")
        if seats_per_row < 1:
            raise ValueError("seats_per_row must be at least 1")
        # grid[r][s] is True when the seat is booked
        self.grid = [[False] * seats_per_row for _ in range(rows)]

    def _index(self, label):
        row, number = parse_seat(label)
        r = LETTERS.index(row)
        if r >= len(self.grid) or number > len(self.grid[0]):
            raise ValueError(f"{label} is not in this hall")
        return r, number - 1

    def book(self, *labels):
        positions = [self._index(label) for label in labels]
        if len(set(positions)) != len(positions):
            raise SeatTaken("the same seat was asked for twice")
        for r, s in positions:
            if self.grid[r][s]:
                raise SeatTaken(seat_label(LETTERS[r], s + 1))
        for r, s in positions:
            self.grid[r][s] = True

    def is_free(self, label):
        r, s = self._index(label)
        return not self.grid[r][s]

    def free_count(self):
        return sum(row.count(False) for row in self.grid)

    def find_block(self, n):
        for r, row in enumerate(self.grid):
            for start in range(len(row) - n + 1):
                if not any(row[start:start + n]):
                    return [seat_label(LETTERS[r], s + 1) for s in range(start, start + n)]
        return None
