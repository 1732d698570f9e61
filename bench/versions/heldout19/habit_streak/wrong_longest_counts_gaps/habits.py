"""Track a daily habit, like 'practised piano' or 'went for a run'."""

from datetime import date, timedelta


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
        if as_of is None:
            as_of = date.today()
        day = as_of if as_of in self._days else as_of - timedelta(days=1)
        count = 0
        while day in self._days:
            count += 1
            day -= timedelta(days=1)
        return count

    def longest_streak(self):
        days = sorted(self._days)
        best = 0
        run = 0
        for i in range(1, len(days)):
            if (days[i] - days[i - 1]).days == 1:
                run += 1
                best = max(best, run)
            else:
                run = 0
        return best

    def __len__(self):
        return len(self._days)

    def __repr__(self):
        return f"HabitLog({self.name!r}, {len(self)} days)"
