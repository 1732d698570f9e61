class SeatTaken(Exception):
    """A seat in the booking is already taken."""

    def __init__(self, label):
        super().__init__(f"seat {label} is already booked")
        self.label = label
