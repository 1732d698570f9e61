"""Letter grades for exam scores between 0 and 100."""
import bisect
from collections import Counter

GRADE_BOUNDARIES = [
    (90, "A"),
    (80, "B"),
    (70, "C"),
    (60, "D"),
    (0, "F"),
]


_ASCENDING = sorted(GRADE_BOUNDARIES)


def letter_grade(score):
    if score < 0 or score > 100:
        raise ValueError(f"score out of range: {score}")
    ascending = _ASCENDING
    minimums = [m for m, _ in ascending]
    index = bisect.bisect_right(minimums, score) - 1
    return ascending[index][1]


def grade_counts(scores):
    tally = Counter(letter_grade(s) for s in scores)
    return {letter: tally.get(letter, 0) for _, letter in GRADE_BOUNDARIES}
