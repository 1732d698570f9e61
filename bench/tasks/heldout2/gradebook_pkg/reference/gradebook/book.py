"""Scores per student."""

from gradebook.letters import check_score


class Gradebook:
    def __init__(self) -> None:
        self._scores: dict[str, list[float]] = {}

    def record(self, student: str, score: float) -> None:
        check_score(score)
        self._scores.setdefault(student, []).append(score)

    def average(self, student: str) -> float:
        scores = self._scores[student]
        return sum(scores) / len(scores)

    def students(self) -> list[str]:
        return sorted(self._scores)
