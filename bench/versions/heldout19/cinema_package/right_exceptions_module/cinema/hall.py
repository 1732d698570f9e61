from .errors import SeatTaken
from .seats import parse_seat, seat_label


class Hall:
    """Rows A.. with seats numbered from 1."""

    def __init__(self, rows, seats_per_row):
        if not 1 <= rows <= 26:
            raise ValueError(f"rows must be 1-26, got {rows}")
        if seats_per_row < 1:
            raise ValueError(f"seats_per_row must be positive, got {seats_per_row}")
        self.row_letters = [chr(ord("A") + i) for i in range(rows)]
        self.seats_per_row = seats_per_row
        self.booked = {}

    def _check(self, label):
        row, number = parse_seat(label)
        if row not in self.row_letters or not 1 <= number <= self.seats_per_row:
            raise ValueError(f"seat {label} is outside the hall")
        return seat_label(row, number)

    def book(self, *labels):
        normalised = [self._check(label) for label in labels]
        for i, label in enumerate(normalised):
            if label in self.booked or label in normalised[:i]:
                raise SeatTaken(label)
        for label in normalised:
            self.booked[label] = True

    def is_free(self, label):
        return self._check(label) not in self.booked

    def free_count(self):
        return len(self.row_letters) * self.seats_per_row - len(self.booked)

    def find_block(self, n):
        for row in self.row_letters:
            for first in range(1, self.seats_per_row - n + 2):
                block = [seat_label(row, s) for s in range(first, first + n)]
                if not any(label in self.booked for label in block):
                    return block
        return None
