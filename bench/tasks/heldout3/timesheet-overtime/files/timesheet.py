"""A weekly timesheet for hourly staff."""


class Timesheet:
    def __init__(self, employee):
        self.employee = employee
        self.entries = {}

    def log(self, day, hours):
        """Add ``hours`` worked on ``day`` (several logs on one day add up)."""
        self.entries[day] = self.entries.get(day, 0) + hours

    def hours_on(self, day):
        """Hours logged on ``day``, 0 if none."""
        return self.entries.get(day, 0)

    def total_hours(self):
        """All hours logged this week."""
        return sum(self.entries.values())
