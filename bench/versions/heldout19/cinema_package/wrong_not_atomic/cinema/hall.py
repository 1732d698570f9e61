"""A cinema hall and its bookings."""

import string

from .seats import parse_seat, seat_label


class SeatTaken(Exception):
    """The seat is already booked."""


class Hall:
    def __init__(self, rows, seats_per_row):
        if not 1 <= rows <= 26:
            raise ValueError("a hall has 1 to 26 rows")
        if seats_per_row < 1:
            raise ValueError("a row needs at least one seat")
        self.rows = string.ascii_uppercase[:rows]
        self.seats_per_row = seats_per_row
        self._booked = set()

    def _seat(self, label):
        row, number = parse_seat(label)
        if row not in self.rows or number > self.seats_per_row:
            raise ValueError(f"no seat {label} in this hall")
        return row, number

    def book(self, *labels):
        for label in labels:
            seat = self._seat(label)
            if seat in self._booked:
                raise SeatTaken(label)
            self._booked.add(seat)

    def is_free(self, label):
        return self._seat(label) not in self._booked

    def free_count(self):
        return len(self.rows) * self.seats_per_row - len(self._booked)

    def find_block(self, n):
        for row in self.rows:
            run = []
            for number in range(1, self.seats_per_row + 1):
                if (row, number) in self._booked:
                    run = []
                    continue
                run.append(seat_label(row, number))
                if len(run) == n:
                    return run
        return None
