"""Letter grades for exam scores between 0 and 100."""

# (minimum score, letter), highest grade first.
GRADE_BOUNDARIES = [
    (90, "A"),
    (80, "B"),
    (70, "C"),
    (60, "D"),
    (0, "F"),
]


def letter_grade(score):
    """Return the letter grade for a score from 0 to 100 (inclusive)."""
    if score < 0 or score > 100:
        raise ValueError(f"score out of range: {score}")
    for minimum, letter in GRADE_BOUNDARIES:
        if score >= minimum:
            return letter
    raise ValueError(f"no grade for score: {score}")


def grade_counts(scores):
    """Count how many scores got each letter; every letter appears, even with 0."""
    counts = {letter: 0 for _, letter in GRADE_BOUNDARIES}
    for score in scores:
        counts[letter_grade(score)] += 1
    return counts
