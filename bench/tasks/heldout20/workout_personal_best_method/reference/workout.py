"""A tiny strength-training log."""
from dataclasses import dataclass
from datetime import date


@dataclass(frozen=True)
class Set:
    exercise: str
    weight: float
    reps: int
    day: date


class WorkoutLog:
    """Records sets of exercises. Exercise names are case-insensitive and
    surrounding whitespace is ignored ("Bench Press " == "bench press")."""

    def __init__(self):
        self._sets = []

    @staticmethod
    def _key(exercise):
        return exercise.strip().lower()

    def add(self, exercise, weight, reps, day):
        """Record one set. weight in kg (> 0), reps a whole number >= 1."""
        if weight <= 0:
            raise ValueError("weight must be positive")
        if not isinstance(reps, int) or reps < 1:
            raise ValueError("reps must be a whole number of at least 1")
        self._sets.append(Set(self._key(exercise), weight, reps, day))

    def sets_for(self, exercise):
        """All sets for an exercise, in the order they were added."""
        key = self._key(exercise)
        return [s for s in self._sets if s.exercise == key]

    def exercises(self):
        """Sorted list of exercise names that have at least one set."""
        return sorted({s.exercise for s in self._sets})

    def total_volume(self, exercise):
        """Sum of weight * reps over every set of the exercise."""
        return sum(s.weight * s.reps for s in self.sets_for(exercise))

    def personal_best(self, exercise):
        """Best estimated one-rep max (Epley) as (estimate, day).

        Ties go to the earlier day. Raises KeyError if there are no sets.
        """
        sets = self.sets_for(exercise)
        if not sets:
            raise KeyError(exercise)
        best = None
        for s in sets:
            estimate = s.weight if s.reps == 1 else s.weight * (1 + s.reps / 30)
            candidate = (round(estimate, 1), s.day)
            if best is None or candidate[0] > best[0] or (
                    candidate[0] == best[0] and candidate[1] < best[1]):
                best = candidate
        return best
