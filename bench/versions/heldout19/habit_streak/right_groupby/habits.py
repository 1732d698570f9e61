"""Track a daily habit, like 'practised piano' or 'went for a run'."""

from datetime import date, timedelta
from itertools import groupby


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


    def _runs(self):
        """Lists of consecutive marked days, oldest first."""
        ordered = sorted(self._days)
        for _, group in groupby(enumerate(ordered), key=lambda item: item[1].toordinal() - item[0]):
            yield [day for _, day in group]

    def streak(self, as_of=None):
        if as_of is None:
            as_of = date.today()
        for run in self._runs():
            if run[0] <= as_of and run[-1] >= as_of - timedelta(days=1):
                last = min(run[-1], as_of)
                return (last - run[0]).days + 1
        return 0

    def longest_streak(self):
        return max((len(run) for run in self._runs()), default=0)

    def __len__(self):
        return len(self._days)

    def __repr__(self):
        return f"HabitLog({self.name!r}, {len(self)} days)"
