"""Report-card helpers for the school's grading sheet."""


def letter_grade(score):
    """The letter for a score out of 100: A for 90 and up, B for 80 to 89, C for 70 to 79,
    D for 60 to 69, F below 60."""
    if score >= 90:
        return "A"
    if score >= 80:
        return "B"
    if score >= 70:
        return "C"
    if score >= 60:
        return "D"
    return "F"


def passed(score):
    """Whether the score is a pass (anything but F)."""
    return letter_grade(score) != "F"


def grade_counts(scores):
    """How many of ``scores`` got each letter; letters nobody got are left out."""
    counts = {}
    for score in scores:
        letter = letter_grade(score)
        counts[letter] = counts.get(letter, 0) + 1
    return counts
