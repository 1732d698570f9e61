"""Track a daily habit, like 'practised piano' or 'went for a run'."""

from datetime import date


class HabitLog:
    def __init__(self, name, days=()):
        self.name = name
        self._days = set()
        for day in days:
            self.mark(day)

    def mark(self, day):
        """Record that the habit was done on `day`."""
        if not isinstance(day, date):
            raise TypeError("day must be a datetime.date")
        self._days.add(day)

    def unmark(self, day):
        self._days.discard(day)

    def done(self, day):
        return day in self._days

    def count(self, start, end):
        """How many days from start to end (inclusive) are marked."""
        return sum(1 for day in self._days if start <= day <= end)

    def days(self):
        """The marked days, oldest first."""
        return sorted(self._days)


    def streak(self, as_of=None):
        ordinals = {d.toordinal() for d in self._days}
        end = (as_of or date.today()).toordinal()
        if end not in ordinals:
            end -= 1
        n = 0
        while end - n in ordinals:
            n += 1
        return n

    def longest_streak(self):
        ordinals = {d.toordinal() for d in self._days}
        best = 0
        for o in ordinals:
            if o - 1 not in ordinals:
                length = 1
                while o + length in ordinals:
                    length += 1
                if length > best:
                    best = length
        return best

    def __len__(self):
        return len(self._days)

    def __repr__(self):
        return f"HabitLog({self.name!r}, {len(self)} days)"
