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
