"""Letter grades for exam scores between 0 and 100."""


def letter_grade(score):
    """Return the letter grade for a score from 0 to 100 (inclusive)."""
    if score < 0 or score > 100:
        raise ValueError(f"score out of range: {score}")
    if score >= 90:
        return "A"
    elif score >= 80:
        return "B"
    elif score >= 70:
        return "C"
    elif score >= 60:
        return "D"
    else:
        return "F"


def grade_counts(scores):
    """Count how many scores got each letter; every letter appears, even with 0."""
    counts = {"A": 0, "B": 0, "C": 0, "D": 0, "F": 0}
    for score in scores:
        counts[letter_grade(score)] += 1
    return counts
