"""Scores per student for one course."""


class Gradebook:
    def __init__(self):
        self._scores = {}

    def add_score(self, student, score):
        """Record one score (0-100) for ``student``."""
        if not 0 <= score <= 100:
            raise ValueError(f"score out of range: {score}")
        self._scores.setdefault(student, []).append(score)

    def average(self, student):
        """The mean of ``student``'s scores; KeyError for a student with none."""
        scores = self._scores.get(student)
        if not scores:
            raise KeyError(student)
        return sum(scores) / len(scores)

    def students(self):
        """Every student with at least one score, sorted by name."""
        return sorted(self._scores)
