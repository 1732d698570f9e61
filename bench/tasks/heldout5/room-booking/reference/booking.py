from datetime import time


class Room:
    """A meeting room with bookings for one day."""

    def __init__(self, name):
        self.name = name
        self.bookings = []  # (start, end, who), start and end are datetime.time

    def is_free(self, start, end):
        for s, e, _ in self.bookings:
            if start < e and s < end:
                return False
        return True

    def book(self, start, end, who):
        if end <= start:
            raise ValueError("a booking must end after it starts")
        if not self.is_free(start, end):
            raise ValueError(f"{self.name} is already booked at that time")
        self.bookings.append((start, end, who))


def parse(text):
    """'09:30' -> datetime.time(9, 30)"""
    hours, minutes = text.split(":")
    return time(int(hours), int(minutes))
