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
        """Free (gap_start, gap_end) pairs of room inside [start, end)."""
        bookings = self._bookings[room]
        if start >= end:
            raise ValueError("empty window")
        free = [True] * (end - start)
        for s, e, _who in bookings:
            for minute in range(max(s, start), min(e, end)):
                free[minute - start] = False
        slots = []
        gap_start = None
        for offset, is_free in enumerate(free + [False]):
            if is_free and gap_start is None:
                gap_start = start + offset
            elif not is_free and gap_start is not None:
                slots.append((gap_start, start + offset))
                gap_start = None
        return [slot for slot in slots if slot[1] - slot[0] >= min_length]
