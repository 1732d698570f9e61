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
        """Current run of consecutive days ending at as_of (or the day before)."""
        if as_of is None:
            as_of = date.today()
        one = timedelta(days=1)
        past = [d for d in sorted(self._days, reverse=True) if d <= as_of]
        if not past or past[0] < as_of - one:
            return 0
        count = 1
        for newer, older in zip(past, past[1:]):
            if newer - older != one:
                break
            count += 1
        return count

    def longest_streak(self):
        ordered = sorted(self._days)
        if not ordered:
            return 0
        best = run = 1
        for prev, cur in zip(ordered, ordered[1:]):
            run = run + 1 if (cur - prev).days == 1 else 1
            best = max(best, run)
        return best

    def __len__(self):
        return len(self._days)

    def __repr__(self):
        return f"HabitLog({self.name!r}, {len(self)} days)"
