import string

from .seats import parse_seat, seat_label

FREE, BOOKED = ".", "X"


class SeatTaken(Exception):
    """Raised when a seat that's already booked is booked again."""


class Hall:
    def __init__(self, rows: int, seats_per_row: int):
        if not (1 <= rows <= 26 and seats_per_row >= 1):
            raise ValueError(f"can't have a hall of {rows} x {seats_per_row}")
        self._rows = {letter: FREE * seats_per_row for letter in string.ascii_uppercase[:rows]}
        self._width = seats_per_row

    def _locate(self, label):
        row, number = parse_seat(label)
        if row not in self._rows or number > self._width:
            raise ValueError(f"there is no seat {label}")
        return row, number

    def book(self, *labels):
        seats = [self._locate(label) for label in labels]
        new_rows = dict(self._rows)
        for row, number in seats:
            line = new_rows[row]
            if line[number - 1] == BOOKED:
                raise SeatTaken(seat_label(row, number))
            new_rows[row] = line[:number - 1] + BOOKED + line[number:]
        self._rows = new_rows

    def is_free(self, label):
        row, number = self._locate(label)
        return self._rows[row][number - 1] == FREE

    def free_count(self):
        return sum(line.count(FREE) for line in self._rows.values())

    def find_block(self, n):
        for row, line in self._rows.items():
            start = line.find(FREE * n)
            if start != -1:
                return [seat_label(row, s) for s in range(start + 1, start + n + 1)]
        return None
