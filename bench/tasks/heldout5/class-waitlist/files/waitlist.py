class FitnessClass:
    """A class with a fixed number of places and a waiting list for when it is full."""

    def __init__(self, name, capacity):
        self.name = name
        self.capacity = capacity
        self.booked = []
        self.waitlist = []

    def sign_up(self, person):
        """Book a place, or put the person on the waiting list when the class is full.

        Returns "booked" or "waitlisted".
        """
        if person in self.booked or person in self.waitlist:
            raise ValueError(f"{person} is already signed up for {self.name}")
        if len(self.booked) < self.capacity:
            self.booked.append(person)
            return "booked"
        self.waitlist.append(person)
        return "waitlisted"

    def cancel(self, person):
        """Cancel a booked place or a waiting-list entry."""
        if person in self.booked:
            self.booked.remove(person)
        elif person in self.waitlist:
            self.waitlist.remove(person)
        else:
            raise ValueError(f"{person} is not signed up for {self.name}")
