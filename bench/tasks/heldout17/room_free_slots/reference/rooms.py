"""Meeting-room bookings for a single day.

Times are integers, minutes since midnight. A booking covers the half-open
interval [start, end), so a booking ending at 600 and one starting at 600 don't clash.
"""


class RoomCalendar:
    def __init__(self, rooms):
        self.rooms = list(rooms)
        self._bookings = {room: [] for room in self.rooms}

    def book(self, room, start, end, who):
        if room not in self._bookings:
            raise KeyError(room)
        if start >= end:
            raise ValueError("start must be before end")
        for s, e, _ in self._bookings[room]:
            if start < e and s < end:
                raise ValueError(f"{room} is already booked from {s} to {e}")
        self._bookings[room].append((start, end, who))

    def cancel(self, room, start):
        """Remove the booking of room that starts at start; return who had it."""
        for i, (s, _e, who) in enumerate(self._bookings[room]):
            if s == start:
                del self._bookings[room][i]
                return who
        raise LookupError(f"no booking of {room} at {start}")

    def bookings(self, room):
        """The bookings of room as (start, end, who), sorted by start."""
        return sorted(self._bookings[room])

    def free_slots(self, room, start, end, min_length=1):
        """Free gaps of room inside [start, end) lasting at least min_length minutes."""
        if room not in self._bookings:
            raise KeyError(room)
        if start >= end:
            raise ValueError("start must be before end")
        gaps = []
        cursor = start
        for s, e, _who in self.bookings(room):
            if e <= cursor:
                continue
            if s >= end:
                break
            if s > cursor:
                gaps.append((cursor, s))
            cursor = max(cursor, e)
        if cursor < end:
            gaps.append((cursor, end))
        return [(a, b) for a, b in gaps if b - a >= min_length]
