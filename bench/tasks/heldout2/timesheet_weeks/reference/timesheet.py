"""Hours worked, for the monthly invoice."""

from datetime import date


class Timesheet:
    """Hours worked per calendar day."""

    def __init__(self, owner: str) -> None:
        self.owner = owner
        self._hours: dict[date, float] = {}

    def log(self, day: date, hours: float) -> None:
        """Add ``hours`` to ``day``; several entries on one day add up.

        Each entry must be more than 0 and at most 24 hours (ValueError otherwise).
        """
        if not 0 < hours <= 24:
            raise ValueError(f"an entry is more than 0 and at most 24 hours, got {hours}")
        self._hours[day] = self._hours.get(day, 0) + hours

    def hours_on(self, day: date) -> float:
        return self._hours.get(day, 0)

    def total(self) -> float:
        return sum(self._hours.values())

    def weekly_totals(self) -> dict[str, float]:
        """ISO week label ("2024-W05") -> hours, in chronological order."""
        weeks: dict[tuple[int, int], float] = {}
        for day, hours in self._hours.items():
            year, week, _ = day.isocalendar()
            weeks[(year, week)] = weeks.get((year, week), 0) + hours
        return {f"{year}-W{week:02d}": weeks[(year, week)] for year, week in sorted(weeks)}

    def overtime(self, limit: float = 40) -> float:
        """Hours above ``limit`` summed over the weeks."""
        return sum(max(0, hours - limit) for hours in self.weekly_totals().values())
